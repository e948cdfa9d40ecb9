import { decodeSearchQuery, formatDay, presetRange, searchDay, type DayRange } from '@notices/common';
import { ANY_DATE } from './search-params';

/**
 * The days a search covers, as the API applies them (backend search-params.ts `dayRange`: the preset and
 * from/to intersected), read from the search's query string. No date in the URL is the page's default
 * "this week" (search.server.ts effectiveQuery; a feed has none: `defaultWeek` false); `dateRange=all`
 * is every date: null.
 */
export function searchWindow(search: string, today: string, defaultWeek = true): DayRange | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const query = decodeSearchQuery(params);
  let from = query.from ? searchDay(query.from) : null;
  let to = query.to ? searchDay(query.to) : null;
  const anyDate = params.get('dateRange') === ANY_DATE;
  const preset = query.dateRange ?? (from || to || anyDate || !defaultWeek ? undefined : 'tw');
  if (preset) {
    const range = presetRange(preset, today);
    from = from && from > range.from ? from : range.from;
    to = to && to < range.to ? to : range.to;
  }
  if (!from && !to) return null;
  return { from: from ?? '0001-01-01', to: to ?? '9999-12-31' };
}

/**
 * The published days a result card shows (`dates` oldest first, as the search answer sends them): those
 * inside the search's window, the days it was found by; without a window (or, defensively, when none
 * falls inside it) the last day alone, as before.
 */
export function matchedDates(dates: string[], window: DayRange | null): string[] {
  const last = dates.length ? [dates[dates.length - 1]] : [];
  if (!window) return last;
  const inside = dates.filter((d) => d >= window.from && d <= window.to);
  return inside.length ? inside : last;
}

/** At most this many matched days are listed (on a card, in a feed entry); the rest are counted. */
export const SHOWN_DAYS = 3;

/** Matched days as plain text: `11/02/2026, 11/09/2026 and 2 more` (MM/DD/YYYY). */
export function matchedDaysText(days: string[]): string {
  const listed = days.slice(0, SHOWN_DAYS).map(formatDay).join(', ');
  const more = days.length - SHOWN_DAYS;
  return more > 0 ? `${listed} and ${more} more` : listed;
}
