import { isEditableDate } from '@notices/common';
import type { PublicationDate } from '../types';

type GlanceDate = Pick<PublicationDate, 'date' | 'published' | 'canceled' | 'fromCurrentVersion'>;

/** What the summary's header strip says about the dates: the next pending day, else the last published. */
export type DateGlance =
  /** The earliest pending (neither published nor canceled) day of the current version. */
  | { kind: 'next'; day: string }
  /** No pending day: the latest day the current version was published. */
  | { kind: 'lastPublished'; day: string }
  | { kind: 'none' };

// Days are `YYYY-MM-DD` (a Detroit day, docs/api-notices.md): their text sorts as the days do.
const byDay = (a: GlanceDate, b: GlanceDate) => a.date.localeCompare(b.date);

/** The earliest pending day of the current version, or undefined when none is left. */
export function nextPublicationDate(dates: readonly GlanceDate[]): string | undefined {
  return dates
    .filter((date) => date.fromCurrentVersion && isEditableDate(date))
    .sort(byDay)
    .at(0)?.date;
}

/** The latest published day of the current version, or undefined. */
export function lastPublishedDate(dates: readonly GlanceDate[]): string | undefined {
  return dates
    .filter((date) => date.fromCurrentVersion && date.published)
    .sort(byDay)
    .at(-1)?.date;
}

/** The next day to come; else, for a notice that only has its run behind it, the last published one. */
export function dateGlance(dates: readonly GlanceDate[]): DateGlance {
  const next = nextPublicationDate(dates);
  if (next) return { kind: 'next', day: next };
  const last = lastPublishedDate(dates);
  return last ? { kind: 'lastPublished', day: last } : { kind: 'none' };
}
