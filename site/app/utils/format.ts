import {
  formatCount,
  formatDateTime as formatCommonDateTime,
  formatDay as formatCommonDay,
} from '@notices/common';

/** Cuts text at a word boundary before `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A day 'YYYY-MM-DD' (or an ISO instant's day part) as MM/DD/YYYY, through common's formatter. */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(day) ? formatCommonDay(day.slice(0, 10)) : day;
}

/** A millisecond timestamp (also as digits) as MM/DD/YYYY, hh:mm A in Michigan time; as it came when unreadable. */
export function formatDateTime(value: number | string): string {
  const instant = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return formatCommonDateTime(instant) || String(value);
}

export { formatCount };

/** The last published day of a notice card (days come oldest first). */
export function lastDate(days: string[]): string | null {
  return days.length ? days[days.length - 1] : null;
}
