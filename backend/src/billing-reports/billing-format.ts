import { formatDay, formatPeriod } from '@notices/common';
import type { BillingReportLine } from './billing-report.entity';
import type { BillingReportView } from './billing-reports.service';

export const PAYMENT_METHOD_LABELS: Record<string, string> = { CC: 'Credit Card', MANUAL: 'Manual' };

/**
 * The report's period as the admin list and chart, the PDF and the CSV write it, through common's one
 * formatter (common/src/format.ts): its Detroit days, 'MM/DD/YYYY - MM/DD/YYYY'.
 */
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

/** Header plus one row per billed notice date, CRLF line ends (RFC 4180); days as the PDF writes them (MM/DD/YYYY). */
export function renderBillingCsv(report: BillingReportView, lines: BillingReportLine[]): string {
  const rows = [['Notice ID', 'Title', 'Publication date', 'Publication', 'Billing period']];
  const period = reportPeriod(report);
  for (const l of lines)
    rows.push([String(l.noticeId), l.title, formatDay(l.day), report.publication.name, period]);
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
