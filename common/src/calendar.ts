import { TZDate } from '@date-fns/tz';
import { formatISO, lightFormat } from 'date-fns';
import { APP_TIME_ZONE } from './limits';

/**
 * Calendar days in America/Detroit, daylight saving included (@date-fns/tz reads the zone rules). A
 * publication date is a day ('YYYY-MM-DD'), never an instant: "today" is the Detroit day of the given
 * instant. `inDetroit` gives an instant whose calendar fields (day, hour…) are Detroit's, for date-fns.
 */
export const inDetroit = (instant: Date | number): TZDate => new TZDate(+instant, APP_TIME_ZONE);

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The last day `detroitDay` computed and the instants it spans: most calls ask about the same day. */
let lastDay = { day: '', from: 0, to: -1 };

/** The Detroit calendar day of an instant, as 'YYYY-MM-DD'. */
export function detroitDay(instant: Date = new Date()): string {
  const time = instant.getTime();
  // The zone arithmetic cost a search request about 4% of its CPU time when done afresh each time.
  if (time >= lastDay.from && time <= lastDay.to) return lastDay.day;
  const day = lightFormat(inDetroit(instant), 'yyyy-MM-dd');
  if (!Number.isNaN(time))
    lastDay = { day, from: startOfDetroitDay(day).getTime(), to: endOfDetroitDay(day).getTime() };
  return day;
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads what a client sent as a publication date: a day ('2026-11-23') is taken as is; an ISO instant
 * ('2026-11-23T05:00:00.000Z', as date pickers send) becomes its Detroit day. Null when unreadable.
 */
export function toDay(value: string): string | null {
  if (isDay(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : detroitDay(instant);
}

/** Adds whole days to a day (calendar arithmetic, unaffected by daylight saving). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant at which a Detroit day starts (midnight local time: the clocks change at 2 AM). */
export function startOfDetroitDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, APP_TIME_ZONE).getTime());
}

/**
 * The start of a Detroit day as an RFC 3339 timestamp with Detroit's offset, '2026-11-27T00:00:00-05:00':
 * an instant inside the day it names, where UTC midnight ('…T00:00:00Z') is the evening before.
 */
export function startOfDetroitDayStamp(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatISO(new TZDate(year, month - 1, date, APP_TIME_ZONE));
}

/** The last millisecond of a Detroit day (an inclusive upper bound, as billing periods store it). */
export function endOfDetroitDay(day: string): Date {
  return new Date(startOfDetroitDay(addDays(day, 1)).getTime() - 1);
}

/** An instant as the Detroit wall time of a datetime-local input, 'YYYY-MM-DDTHH:mm'. */
export function toDetroitWallTime(instant: Date | number): string {
  return lightFormat(inDetroit(instant), "yyyy-MM-dd'T'HH:mm");
}

/**
 * A Detroit wall time 'YYYY-MM-DDTHH:mm' as its instant (ms), whatever the browser's own time zone: the
 * product shows date-times in Detroit time, so a clerk in a Central-time county types what readers see.
 * Null when unreadable. A time skipped by the spring change is taken an hour later.
 */
export function fromDetroitWallTime(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // Detroit is UTC-5 or UTC-4: keep the offset whose Detroit wall time reads back as the value.
  const wall = value.slice(0, 16); // seconds, if an input sent them, are dropped: times are to the minute
  for (const offset of [5, 4]) {
    const candidate = asUtc + offset * 3_600_000;
    if (toDetroitWallTime(candidate) === wall) return candidate;
  }
  return asUtc + 5 * 3_600_000; // read as standard time, which the clocks had already left
}
