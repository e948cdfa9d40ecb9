import { billingReportNumber, formatDay, formatPeriod } from '@notices/common';
import type { Address, Contact } from '../publications/publication.entity';
import type { BillingReportLine } from './billing-report.entity';
import type { BillingReportDto } from './billing-report.dto';
import type { BillingParty } from './billing-reports.service';

/** The fields of a report line a statement reads. */
export type StatementLine = Pick<BillingReportLine, 'noticeId' | 'title' | 'day'> & { free?: boolean };

export const PAYMENT_METHOD_LABELS: Record<string, string> = { CC: 'Credit Card', MANUAL: 'Manual' };
export const PAYMENT_PERIOD_LABELS: Record<string, string> = { WEEK: 'Weekly', MONTH: 'Monthly' };

/**
 * The report's period as the admin list and chart, the PDF and the CSV write it, through common's one
 * formatter (common/src/format.ts): its Detroit days, 'MM/DD/YYYY - MM/DD/YYYY'.
 */
export const reportPeriod = (report: Pick<BillingReportDto, 'paymentPeriodFrom' | 'paymentPeriodTo'>) =>
  formatPeriod(report.paymentPeriodFrom, report.paymentPeriodTo);

/**
 * RFC 4180: a field with a comma, quote, CR or LF is quoted, quotes doubled. Text a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or CR: notice titles are anyone's words) is led by an
 * apostrophe, which spreadsheets show as text (OWASP "CSV injection").
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Header plus one row per notice date of the report, CRLF line ends (RFC 4180); days as the PDF writes
 * them (MM/DD/YYYY). `Charged` is `No` for a date of a notice with charging disabled.
 */
export function renderBillingCsv(report: BillingReportDto, lines: StatementLine[]): string {
  const rows = [['Notice ID', 'Title', 'Publication date', 'Publication', 'Billing period', 'Charged']];
  const period = reportPeriod(report);
  for (const l of lines)
    rows.push([
      String(l.noticeId),
      l.title,
      formatDay(l.day),
      report.publication.name,
      period,
      l.free ? 'No' : 'Yes',
    ]);
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** One notice of a statement: the days it ran in the period, charged and free. */
export interface StatementRow {
  noticeId: number;
  /** As captured on its latest date in the period. */
  title: string;
  chargedDays: string[];
  freeDays: string[];
  /** The price when the notice is charged (any charged date) and a price was set; else null. */
  amountCents: number | null;
}

/** What a billing statement says (the PDF draws it). */
export interface BillingStatement {
  number: string;
  report: BillingReportDto;
  period: string;
  periodKind: string;
  billingAddress: Address | null;
  billingContact: Contact | null;
  rows: StatementRow[];
  chargedNotices: number;
  chargedDates: number;
  freeNotices: number;
  freeDates: number;
  priceCents: number | null;
  totalCents: number | null;
}

/**
 * A report as a statement: one row per notice (every version is the same notice), in the order of its
 * first date. A notice with any charged date is a charged notice, billed once at the price per charged
 * notice; one with only free dates is a free notice. Without a price there are no amounts and no total.
 */
export function billingStatement(
  report: BillingReportDto,
  lines: StatementLine[],
  party: BillingParty,
): BillingStatement {
  const byNotice = new Map<number, StatementRow>();
  for (const line of lines) {
    let row = byNotice.get(line.noticeId);
    if (!row) {
      row = { noticeId: line.noticeId, title: line.title, chargedDays: [], freeDays: [], amountCents: null };
      byNotice.set(line.noticeId, row);
    }
    row.title = line.title;
    (line.free ? row.freeDays : row.chargedDays).push(line.day);
  }
  const rows = [...byNotice.values()];
  const charged = rows.filter((r) => r.chargedDays.length > 0);
  const priceCents = party.priceCents;
  if (priceCents !== null) for (const row of charged) row.amountCents = priceCents;
  return {
    number: billingReportNumber(report.id),
    report,
    period: reportPeriod(report),
    periodKind: PAYMENT_PERIOD_LABELS[report.paymentPeriod] ?? report.paymentPeriod,
    billingAddress: party.billingAddress,
    billingContact: party.billingContact,
    rows,
    chargedNotices: charged.length,
    chargedDates: rows.reduce((n, r) => n + r.chargedDays.length, 0),
    freeNotices: rows.length - charged.length,
    freeDates: rows.reduce((n, r) => n + r.freeDays.length, 0),
    priceCents,
    totalCents: priceCents === null ? null : priceCents * charged.length,
  };
}
