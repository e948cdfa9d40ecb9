import { lightFormat, parseISO } from 'date-fns';
import { DAY_PATTERN, inDetroit } from './calendar';
import { searchDay } from './date-ranges';

/**
 * The one set of display formatters (visual `MM/DD/YYYY`, with time `MM/DD/YYYY, hh:mm A`) for
 * the admin, the public site, the billing PDF and the CSV.
 *
 * Every instant is shown in America/Detroit, never in the viewer's zone: notices are legal records of
 * Michigan, publication dates are Detroit days and a sale "at 10:00 AM" means Michigan time, so a clerk
 * in a Central-time county, a reader abroad and the PDF all read the same text.
 */
// date-fns' lightFormat: these numeric patterns need no locale, which keeps the browser bundles small.
const DAY_FORMAT = 'MM/dd/yyyy';
const DATE_TIME_FORMAT = 'MM/dd/yyyy, hh:mm a';

/** An instant as the API and the forms carry it: a Date, milliseconds (also as digits) or ISO text. */
export type Instant = Date | string | number | null | undefined;

/** The instant a value names; null when there is none or it is unreadable (text must be ISO 8601). */
export function toInstant(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    typeof value === 'string'
      ? /^\d+$/.test(value)
        ? new Date(Number(value))
        : parseISO(value)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as `MM/DD/YYYY, hh:mm AM` in Detroit time, seconds dropped; '' when there is none. */
export function formatDateTime(value: Instant): string {
  const date = toInstant(value);
  return date ? lightFormat(inDetroit(date), DATE_TIME_FORMAT) : '';
}

/**
 * A day as `MM/DD/YYYY`: a calendar day 'YYYY-MM-DD' as it is (a day has no zone to shift it), an
 * instant as its Detroit day (a billing period's ends are Detroit midnights and last moments).
 */
export function formatDay(value: Instant): string {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) return lightFormat(parseISO(value), DAY_FORMAT);
  const date = toInstant(value);
  return date ? lightFormat(inDetroit(date), DAY_FORMAT) : '';
}

/**
 * A search bound (`from`, `to`) as the API reads it (searchDay: a day, an instant's Detroit day, or
 * milliseconds), as `MM/DD/YYYY`; the text as it came when the API could not read it either.
 */
export function formatSearchBound(value: string): string {
  const day = searchDay(value);
  return day ? formatDay(day) : value;
}

/**
 * A billing period, from its first to its last instant, as its Detroit days: `MM/DD/YYYY - MM/DD/YYYY`.
 * The same text in the admin list and chart, the PDF and the CSV (the UTC day of the last instant,
 * 03:59:59.999Z of the next day, would read one day late).
 */
export function formatPeriod(from: Instant, to: Instant): string {
  return `${formatDay(from)} - ${formatDay(to)}`;
}

const countFormat = new Intl.NumberFormat('en-US');

/** A count with thousands separators (1,234), as lists, the chart and the search pages show it. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/**
 * One full-name rule for every list and page: "Given Family", as people in Michigan write and read
 * their names (and as the activation and notification e-mails greet them).
 */
export function fullName(
  givenName: string | null | undefined,
  familyName: string | null | undefined,
): string {
  return [givenName?.trim(), familyName?.trim()].filter(Boolean).join(' ');
}
