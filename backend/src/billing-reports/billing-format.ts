import { formatDay as formatVisualDay, formatPeriod } from '@notices/common';
import type { BillingReportLine } from './billing-report.entity';
import type { BillingReportView } from './billing-reports.service';

export const PAYMENT_METHOD_LABELS: Record<string, string> = { CC: 'Credit Card', MANUAL: 'Manual' };

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (the spec's visual format, common/src/display-format.ts). */
export const formatDay = (day: string): string => formatVisualDay(day);

/** An instant as its Detroit day, visual format (a period's ends are Detroit midnights and last moments). */
export const formatInstantDay = (iso: string): string => formatVisualDay(iso);

/** The report's period as the admin list and the PDF write it: 'MM/DD/YYYY - MM/DD/YYYY'. */
export const reportPeriod = (report: Pick<BillingReportView, 'paymentPeriodFrom' | 'paymentPeriodTo'>) =>
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

/** Header plus one row per billed notice date, CRLF line ends (RFC 4180); days as the PDF writes them. */
export function renderBillingCsv(report: BillingReportView, lines: BillingReportLine[]): string {
  const rows = [['Notice ID', 'Title', 'Publication date', 'Publication', 'Billing period']];
  const period = reportPeriod(report);
  for (const l of lines)
    rows.push([String(l.noticeId), l.title, formatDay(l.day), report.publication.name, period]);
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
