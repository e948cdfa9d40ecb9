import { addDays } from '@notices/common';

/**
 * A notice's filter keys as the search index holds them beside its vector (migration SearchKeys,
 * `notice_search_keys()`): one bigint per key, each kind in its own range of 2^40. The SQL function and
 * this file must agree; the search reference test compares what they find with plain queries.
 */
const KIND = 2 ** 40;
const COUNTY = 0;
const PUBLICATION = 1 * KIND;
const TYPE = 2 * KIND;
const DAY = 3 * KIND;
const MONTH = 4 * KIND;

/** The expression the index is built on: written exactly so for the planner to match it. */
export const SEARCH_KEYS_SQL =
  'notice_search_keys(n.publication_id, n.notice_type_id, n.county_ids, n.latest_pub_date)';

/** Up to this many days a range is keyed by day; longer ones by month (fewer keys to merge). */
const MOST_DAY_KEYS = 62;

const EPOCH = Date.UTC(2000, 0, 1);
const dayNumber = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH) / 86_400_000);

export const countyKeys = (ids: number[]) => ids.map((id) => COUNTY + id);
export const publicationKeys = (ids: number[]) => ids.map((id) => PUBLICATION + id);
export const typeKey = (id: number) => TYPE + id;

/**
 * The keys of every day from `from` to `to` (the newest published date's range), or of every month they
 * touch when that is shorter. Either set holds the key of each date in the range.
 */
export function newestDateKeys(from: string, to: string): number[] {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days <= MOST_DAY_KEYS) return Array.from({ length: days }, (_, i) => DAY + dayNumber(from) + i);
  const keys: number[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to; month = addMonth(month))
    keys.push(MONTH + dayNumber(month));
  return keys;
}

/** The first day of the next month of `YYYY-MM-01`. */
function addMonth(firstOfMonth: string): string {
  return addDays(firstOfMonth, 32).slice(0, 7) + '-01';
}
