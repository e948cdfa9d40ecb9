import {
  MAX_PUBLICATION_DATES,
  detroitDay,
  repeatedDates,
  type DateSettings,
  type PublicationDateLike,
} from '@notices/common';

/**
 * The editor's runs of dates: "Add date" steps by the publication's cycle
 * (`publicationCycleDays`), "Repeat weekly/daily × N" appends N dates 7 or 1 days apart. The dates are
 * proposals only: each becomes an ordinary row that the usual rules judge (past, today, same day).
 */
export type RepeatKind = 'weekly' | 'daily';

export const REPEAT_KINDS: readonly RepeatKind[] = ['weekly', 'daily'];

export const REPEAT_STEP_DAYS: Record<RepeatKind, number> = { weekly: 7, daily: 1 };

/** How many dates one repeat may add (a year of weekly issues), and the default (a typical run). */
export const REPEAT_TIMES = { min: 1, max: 52, initial: 3 } as const;

/** Reads the "times" input: a whole number from 1 to 52, else null. */
export function parseTimes(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const times = Number(text);
  return times >= REPEAT_TIMES.min && times <= REPEAT_TIMES.max ? times : null;
}

/** The rows to append, or why not: they would pass the API's limit (`room` more rows fit). */
export type DatePlan = { dates: string[] } | { refused: 'tooMany'; room: number };

/**
 * `count` dates `stepDays` apart after the latest of `known` (the rows and the notice's other
 * non-canceled dates; canceled ones are skipped), else from the first default day (today or tomorrow per
 * the setting); refused when the form's `rowCount` rows plus these would pass `max` (366, the API's).
 */
export function planDates(options: {
  known: PublicationDateLike[];
  rowCount: number;
  count: number;
  stepDays: number;
  settings: DateSettings;
  today?: string;
  max?: number;
}): DatePlan {
  const { known, rowCount, count, stepDays, settings, today = detroitDay() } = options;
  const max = options.max ?? MAX_PUBLICATION_DATES;
  const room = Math.max(0, max - rowCount);
  if (count > room) return { refused: 'tooMany', room };
  return { dates: repeatedDates(known, settings, count, stepDays, today) };
}
