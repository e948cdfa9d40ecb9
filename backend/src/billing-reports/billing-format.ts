import { detroitDay } from '@notices/common';
import type { BillingReportLine } from './billing-report.entity';
import type { BillingReportView } from './billing-reports.service';

export const PAYMENT_METHOD_LABELS: Record<string, string> = { CC: 'Credit Card', MANUAL: 'Manual' };

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (the spec's visual format). */
export function formatDay(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}

/** An instant as its Detroit day, visual format (a period's ends are Detroit midnights and last moments). */
export function formatInstantDay(iso: string): string {
  return formatDay(detroitDay(new Date(iso)));
}

/**
 * RFC 4180: a field with a comma, quote, CR or LF is quoted, quotes doubled. Text a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or CR: notice titles are anyone's words) is led by an
 * apostrophe, which spreadsheets show as text (OWASP "CSV injection").
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header plus one row per billed notice date, CRLF line ends (RFC 4180). */
export function renderBillingCsv(report: BillingReportView, lines: BillingReportLine[]): string {
  const rows = [['Notice ID', 'Title', 'Publication date', 'Publication']];
  for (const l of lines) rows.push([String(l.noticeId), l.title, l.day, report.publication.name]);
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
