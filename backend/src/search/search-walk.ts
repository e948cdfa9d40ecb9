import type { ReadTarget } from '../database/read-database';
import type { SearchFilters } from './search-params';
import { searchWhere, type SearchContext } from './search-sql';
import { EXACT_COUNT_LIMIT, plannedRows, type SearchCount } from './search-totals';

/*
 * When a search walks the notices newest first instead of letting the planner choose (ADR 028): for its
 * page (SearchPages, `walk`) and for a phrase's count (SearchTotals, walkedCount). Each rule reads the
 * planner's estimates without the filters' keys, which the planner otherwise counts twice.
 */

/**
 * Most rows a walk of the date order may be expected to read for the page to be looked for that way
 * first. A row read costs ~2-50 µs (in the buffer pool or not); gathering a common word's matches through
 * the bitmap costs 20-40 ms at 1M notices. Measured at 1,000 and 10,000 (bench/README), with no
 * difference outside the noise: the walk's own budget bounds a wrong guess.
 */
const WALK_ROWS = 10_000;

/**
 * Whether a walk in date order, reading `walked` rows of which `matches` match (spread alike), meets the
 * `needed` matches of the page within WALK_ROWS rows. The planner's estimates of county and custom
 * fields are left out of `walked` (no index in date order serves them, so the walk reads past what they
 * leave out), and are in `matches`.
 */
export function walkReadsFew(matches: number, walked: number, needed: number, most = WALK_ROWS): boolean {
  return matches > 0 && (needed * walked) / matches <= most;
}

/**
 * Most rows a walk for custom fields may be expected to read: each row walked probes the values' index
 * (~10 µs against ~1.4 µs for a text's recheck in the row), so a quarter of WALK_ROWS fits the walk's
 * 30 ms. The values' estimates are coarse (`Richard` in one field: 19,288 estimated, 6,451 found), which
 * the margin also covers.
 */
const FIELD_WALK_ROWS = WALK_ROWS / 4;

/**
 * Whether the page is looked for by walking the notices newest first (SearchPages, `walk`): when the
 * walk is expected to read at most WALK_ROWS rows (walkReadsFew). The walk reads the rows of the
 * search's date, type and publication (an index in date order serves each), as the planner estimates
 * them; the matches are the count's figure, or the planner's estimate without the filters' keys when the
 * count was skipped as large. A text of excluded words only (`-word`, never counted) matches most notices.
 * Without text, custom fields in one type follow their own estimate (fieldsWalk); other filters, the
 * planner's plan.
 */
export async function walksFirst(
  m: ReadTarget,
  filters: SearchFilters,
  ctx: SearchContext,
  counted: SearchCount | null,
  needed: number,
): Promise<boolean> {
  if (!ctx.tsquery) return fieldsWalk(m, filters, ctx, needed);
  if (!counted) return true;
  if (counted.exact) return false;
  return walkReadsFew(counted.total, await walkedRows(m, filters, ctx), needed);
}

/**
 * A search of custom fields without text, in one type: its page is looked for by a walk first when the
 * walk is expected to read at most FIELD_WALK_ROWS rows. The fields' values hold no date, so the share
 * of the type's notices the most selective test matches (its values over the type's notices of every
 * date) is taken to hold among the notices walked (in the search's dates and publications). Not with a
 * county: the walk reads past every other county's notices, and on the values' coarse estimates it ran
 * out of its budget more often than it found the page (`snow removal services` in one county last
 * month: 1,700 rows expected, 30 ms spent for nothing, 370 ms in all). Left to itself, the planner
 * gathered every value of a common word through the values' trigram index and sorted their notices:
 * `snow` in the bids' field, page 4, ran past the budget (300 ms) where the walk found the page in 11 ms.
 */
async function fieldsWalk(
  m: ReadTarget,
  filters: SearchFilters,
  ctx: SearchContext,
  needed: number,
): Promise<boolean> {
  if (!filters.type || filters.area.length || ctx.fieldMatches === undefined) return false;
  const typeFilters: SearchFilters = {
    ...filters,
    text: null,
    pub: [],
    area: [],
    dateRange: null,
    from: null,
    to: null,
    fields: [],
  };
  const params: unknown[] = [];
  const typeRows = await plannedRows(m, searchWhere(typeFilters, { ...ctx, tsquery: null }, params), params);
  return walkReadsFew(Math.min(ctx.fieldMatches, typeRows), typeRows, needed, FIELD_WALK_ROWS);
}

/**
 * For a phrase's count (SearchTotals, walkedCount): the rows a walk in date order reads, when it is
 * expected to meet the count's cap within WALK_ROWS of them. The matches are bounded by the notices
 * holding every word of the phrase, as the planner estimates them without the filters' keys. Not with
 * a type and a publication, or several publications: the walk then reads one index and filters by the
 * other, so its rows read are not a sample of the rows estimated.
 */
export async function phraseWalk(
  m: ReadTarget,
  filters: SearchFilters,
  ctx: SearchContext,
): Promise<number | null> {
  if (filters.pub.length > 1 || (filters.pub.length && filters.type)) return null;
  const params: unknown[] = [];
  const withWords = await plannedRows(m, searchWhere(filters, { ...ctx, withoutKeys: true }, params), params);
  const walked = await walkedRows(m, filters, ctx);
  return walkReadsFew(withWords, walked, EXACT_COUNT_LIMIT + 1) ? walked : null;
}

/**
 * The rows a walk in date order reads in full: those of the search's date, type and publication (an
 * index in date order serves each), as the planner estimates them.
 */
async function walkedRows(m: ReadTarget, filters: SearchFilters, ctx: SearchContext): Promise<number> {
  const params: unknown[] = [];
  const walkedFilters: SearchFilters = { ...filters, text: null, area: [], fields: [] };
  return plannedRows(m, searchWhere(walkedFilters, { ...ctx, tsquery: null }, params), params);
}
