import { detroitDay } from './calendar';
import { APP_TIME_ZONE } from './limits';

/**
 * The spec's display rules (§9), one set for the admin, the billing PDF and the CSV: date-times as
 * `MM/DD/YYYY, hh:mm A` and days as `MM/DD/YYYY`, in America/Detroit (Intl: @date-fns/tz is not
 * installed and date-fns alone has no time zones).
 */
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

type Instant = Date | string | number | null | undefined;

const toDate = (value: Instant): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant as `MM/DD/YYYY, hh:mm AM` in Detroit time; '' when there is none. */
export function formatDateTime(value: Instant): string {
  const date = toDate(value);
  if (!date) return '';
  const part = Object.fromEntries(dateTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const hour = part.hour === '00' ? '12' : part.hour; // some engines write midnight as 00 with hour12
  return `${part.month}/${part.day}/${part.year}, ${hour}:${part.minute} ${part.dayPeriod.toUpperCase()}`;
}

/** A calendar day 'YYYY-MM-DD' (or an instant, taken as its Detroit day) as `MM/DD/YYYY`. */
export function formatDay(value: Instant): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(5, 7)}/${value.slice(8, 10)}/${value.slice(0, 4)}`;
  const date = toDate(value);
  return date ? formatDay(detroitDay(date)) : '';
}

/**
 * A billing period, from its first to its last instant, as its Detroit days: `MM/DD/YYYY - MM/DD/YYYY`.
 * The same text in the admin list, the PDF and the CSV (the UTC day of the last instant would read one
 * day late).
 */
export function formatPeriod(from: Instant, to: Instant): string {
  return `${formatDay(from)} - ${formatDay(to)}`;
}

/** A count with thousands separators, as the lists and the chart show it. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
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
