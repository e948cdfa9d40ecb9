import { APP_TIME_ZONE } from '@notices/common';

/** Cuts text at a word boundary before `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A day 'YYYY-MM-DD' (or an ISO instant's day part) as MM/DD/YYYY. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : day;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** A millisecond timestamp as MM/DD/YYYY, hh:mm A in Michigan time. */
export function formatDateTime(value: number | string): string {
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}/${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toUpperCase()}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** The last published day of a notice card (days come oldest first). */
export function lastDate(days: string[]): string | null {
  return days.length ? days[days.length - 1] : null;
}
