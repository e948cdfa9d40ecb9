import {
  addDays,
  ADDRESS_PARTS,
  decodeAddressValue,
  searchDay,
  startOfDetroitDay,
  type DayRange,
  type FieldType,
} from '@notices/common';
import { countyKeys, newestDateKeys, publicationKeys, SEARCH_KEYS_SQL, typeKey } from './search-keys';
import { dayRange, type SearchFilters } from './search-params';

/** What the WHERE clause needs beyond the filters: read once per search by the service. */
export interface SearchContext {
  today: string;
  /** websearch_to_tsquery's answer as text; null when there is no text or it holds no lexeme. */
  tsquery: string | null;
  /**
   * The phrase keys every match holds (phrase-keys.ts, the search index's third column): one per adjacent
   * pair of the text's phrases. Absent or empty: the text has no such pair (or the caller did not read
   * them, as alerts do: the keys only narrow).
   */
  phraseKeys?: number[];
  /**
   * The phrase keys hold every word the text asks for (pairsHoldText): the text is then tested notice by
   * notice (`ts_match_vq`, which no index serves) instead of in the index's scan. Its words are the
   * longest posting lists of the scan (`"date described persons"` last month: the index's scan 118 ms
   * with them, 43 without, the keys and the date's narrowing as much).
   */
  textByKeys?: boolean;
  fieldTypes: Map<number, FieldType>;
  /** The most days between a public notice's oldest and newest published day; null: not read. */
  widestSpanDays: number | null;
  /**
   * Custom fields are tested notice by notice (one probe of the unique (notice, field) index each) rather
   * than gathered through the values' trigram index: SearchService sets it when the other filters leave
   * fewer notices than a field's test matches values (fieldsByProbe).
   */
  probeFields?: boolean;
  /**
   * With custom fields (SearchService sets it with probeFields): the planner's estimate of the values the
   * fields' most selective test matches.
   */
  fieldMatches?: number;
  /**
   * Leaves out the filters' keys in the search index (keyConditions). They repeat the filters, and the
   * planner, taking them for conditions of their own, counted each filter twice in its estimate.
   */
  withoutKeys?: boolean;
  /**
   * No publication (of the search's, when it names some) serves any of the search's counties, so no
   * notice can match (a notice's counties are its publication's area, kept so by the triggers). The
   * planner cannot tell: a county missing from its statistics is estimated at 0.5% of the notices, and
   * the page walked every notice in date order (`area=35`, page 3: 306 ms). SearchService reads it; the
   * WHERE clause is then FALSE.
   */
  areaUnserved?: boolean;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The text's condition. Matched in the index's scan (`@@`), unless the phrase keys hold every word it
 * asks for (textByKeys); the planner's estimates without keys keep `@@`, whose statistics know the words.
 */
function textCondition(ctx: SearchContext, tsquery: string): string {
  const byKeys = ctx.textByKeys && ctx.phraseKeys?.length && !ctx.withoutKeys;
  return byKeys ? `ts_match_vq(n.search, ${tsquery}::tsquery)` : `n.search @@ ${tsquery}::tsquery`;
}

/**
 * The one place search SQL is written. Answers the conditions on `notices n` (parameters appended to
 * `params`, never interpolated). Only public notices (the newest published version of each chain, whose
 * latest_pub_date is set) qualify; the partial indexes share that predicate.
 */
export function searchWhere(filters: SearchFilters, ctx: SearchContext, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  const where = ['n.latest_pub_date IS NOT NULL'];
  if (ctx.tsquery) where.push(textCondition(ctx, p(ctx.tsquery)));
  // Part of the text's condition, not a filter's key: kept in the estimates without keys.
  if (ctx.tsquery && ctx.phraseKeys?.length) where.push(`n.phrase_keys @> ${p(ctx.phraseKeys)}::int[]`);
  // One publication as `=`: the planner then walks (publication, date) in order instead of a bitmap.
  if (filters.pub.length === 1) where.push(`n.publication_id = ${p(filters.pub[0])}`);
  else if (filters.pub.length) where.push(`n.publication_id = ANY(${p(filters.pub)}::int[])`);
  if (filters.area.length) where.push(`n.county_ids && ${p(filters.area)}::int[]`);
  if (ctx.areaUnserved) where.push('FALSE');
  if (filters.type) where.push(`n.notice_type_id = ${p(filters.type)}`);
  const range = dayRange(filters, ctx.today);
  if (range) {
    const from = p(range.from);
    const to = p(range.to);
    // A notice matches when one of its published days lies in the range. Its newest day (latest_pub_date)
    // and oldest (first_pub_date) decide it without reading its dates unless they enclose the range, and
    // the newest-first index holds both, so newer notices are passed over in the index itself. The dates
    // of the enclosing notices are looked up one by one: written as EXISTS, the planner hashes every
    // published day of the range first, even when no notice needs it.
    // No notice spans more days than the widest span of all, so one matching a range ends at most that many
    // days after it: the index walk starts there instead of today.
    const newestMatching = newestMatchingDay(range, ctx);
    if (newestMatching) where.push(`n.latest_pub_date <= ${p(newestMatching)}::date`);
    where.push(
      `n.latest_pub_date >= ${from}::date AND n.first_pub_date <= ${to}::date
       AND (n.latest_pub_date <= ${to}::date OR n.first_pub_date >= ${from}::date OR coalesce((
         SELECT true FROM publication_dates d
         WHERE d.notice_id = n.id AND d.published AND d.date BETWEEN ${from}::date AND ${to}::date LIMIT 1), false))`,
    );
  }
  if (ctx.tsquery && !ctx.withoutKeys) where.push(...keyConditions(filters, ctx, p));
  for (const field of filters.fields) {
    const condition = fieldCondition(ctx.fieldTypes.get(field.id) ?? 'text', field.value, p);
    if (condition) where.push(fieldMatch(`fv.field_id = ${p(field.id)} AND ${condition}`, ctx.probeFields));
  }
  return where.join(' AND ');
}

/**
 * A notice has a value of the field that meets `test`. As EXISTS the planner may gather every matching
 * value through the trigram index and sort their notices, which is right for a rare value and ruinous for
 * a common one in a narrow search: `pavilion` in one type last week gathered 20,544 values to keep 8
 * notices (1.9 s uncached; tested notice by notice as the date walk met them: 12 ms). As a scalar
 * subquery it can only be a probe of each notice the rest of the search leaves. Same answer either way.
 */
function fieldMatch(test: string, probe = false): string {
  const values = `FROM notice_field_values fv WHERE fv.notice_id = n.id AND ${test}`;
  return probe ? `coalesce((SELECT true ${values} LIMIT 1), false)` : `EXISTS (SELECT 1 ${values})`;
}

/**
 * Whether a search's custom fields are probed (SearchContext.probeFields): when the planner expects the
 * other filters to leave no more notices than the fewest values a field's test matches. Each notice
 * probed and each value gathered costs about one index lookup, so the smaller side wins: a common name
 * in one county and type (7,175 notices, ~20,000 values) probed in 30 ms instead of 98; a rare full name
 * there (~60 values) gathered in 33 ms instead of 359 probing. A test no index serves counts as every
 * value over VALUES_READ_PER_PROBE.
 */
export function fieldsByProbe(noticesWithoutFields: number, fewestValues: number): boolean {
  return noticesWithoutFields <= fewestValues;
}

/**
 * With no index to serve a field's test, gathering reads every value of every field, and a value read
 * costs about this share of a notice probed: `46` in one field (fewer than three characters, so no
 * trigram) read the 1.4M values at 1M notices in 459 ms, where probing the 1,908 newest notices of its
 * type this year found the page in 13-37 ms. Such a test counts as every value over this figure.
 */
export const VALUES_READ_PER_PROBE = 20;

/** Whether the trigram index can serve a text test: the value holds a run of three letters or digits. */
export function hasTrigram(value: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(value);
}

/**
 * Each custom field's test of its values alone, for the planner to estimate how many values it matches
 * (fieldsByProbe). Without the field's id: PostgreSQL multiplies its share in as if it were independent
 * of the text, which made a text only one field holds ten times too rare. `indexed`: an index serves the
 * test (a text with a trigram); the others' values are gathered by reading every value.
 */
export function fieldValueTests(
  filters: SearchFilters,
  ctx: SearchContext,
): Array<{ where: string; params: unknown[]; indexed: boolean }> {
  return filters.fields.flatMap((field) => {
    const params: unknown[] = [];
    const p = (value: unknown) => `$${params.push(value)}`;
    const type = ctx.fieldTypes.get(field.id) ?? 'text';
    const where = fieldCondition(type, field.value, p);
    return where ? [{ where, params, indexed: type === 'text' && hasTrigram(field.value) }] : [];
  });
}

/** Whether a compiled tsquery holds a phrase (`'a' <-> 'b'`, `'a' <2> 'b'`), its lexemes aside. */
export function hasPhrase(tsquery: string): boolean {
  return /<(?:-|\d+)>/.test(tsquery.replace(/'(?:[^']|'')*'/g, "''"));
}

/**
 * What the count's estimate is planned on (SearchTotals): the search's conditions without their keys,
 * which only repeat them (`Name` in one type: 102 estimated with the type counted twice, 20,430 without,
 * 142,932 found). Null for a phrase: its estimate is planned on the search as it runs. The planner
 * estimates a phrase as its words anywhere together, far too many (`"described parcel record"` in one
 * county: 47,909 without the keys, 189 found), which the doubled filters happen to offset.
 */
export function estimateBasis(
  filters: SearchFilters,
  ctx: SearchContext,
): { where: string; params: unknown[] } | null {
  if (ctx.tsquery && hasPhrase(ctx.tsquery)) return null;
  const params: unknown[] = [];
  return { where: searchWhere(filters, { ...ctx, withoutKeys: true }, params), params };
}

/**
 * With text, the filters again as keys of the search index (search-keys.ts), so one index scan finds the
 * notices that have the words and meet the filters, instead of reading every notice with the words. Each
 * is implied by a condition above: the keys narrow the candidates and never change the answer.
 */
function keyConditions(filters: SearchFilters, ctx: SearchContext, p: (v: unknown) => string): string[] {
  const sets: number[][] = [];
  if (filters.area.length) sets.push(countyKeys(filters.area));
  if (filters.pub.length) sets.push(publicationKeys(filters.pub));
  if (filters.type) sets.push([typeKey(filters.type)]);
  const newest = newestDateBounds(filters, ctx);
  if (newest) sets.push(newestDateKeys(newest.from, newest.to));
  return sets.map((keys) => `${SEARCH_KEYS_SQL} && ${p(keys)}::bigint[]`);
}

/**
 * Keeps a search to the notices whose newest published date is `from` or later, up to `newest` (the newest
 * of any notice), as a date condition for the date walk and as keys for the text's index. A page window
 * (SearchPages): every notice it leaves out is older than every notice it keeps.
 */
export function newestFromCondition(from: string, newest: string, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  return `n.latest_pub_date >= ${p(from)}::date AND ${SEARCH_KEYS_SQL} && ${p(newestDateKeys(from, newest))}::bigint[]`;
}

/**
 * The newest published date a notice matching `range` can have: the range's end plus the widest span of
 * any notice. Null when the range has no end or the span was not read.
 */
export function newestMatchingDay(range: DayRange, ctx: SearchContext): string | null {
  if (ctx.widestSpanDays === null || range.to >= '9999-12-31') return null;
  return addDays(range.to, ctx.widestSpanDays);
}

/** Most months a date range is keyed by: a wider one narrows little and costs many posting lists. */
const MOST_MONTHS_KEYED = 25;

/**
 * The range a matching notice's newest published date lies in: from the range's start to its end plus
 * the widest span (as searchWhere bounds it); null when open on either side or too wide to key.
 */
function newestDateBounds(filters: SearchFilters, ctx: SearchContext): { from: string; to: string } | null {
  const range = dayRange(filters, ctx.today);
  const to = range && newestMatchingDay(range, ctx);
  if (!range || !to || range.from <= '0001-01-01') return null;
  const months =
    (Number(to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(range.from.slice(5, 7));
  return months < MOST_MONTHS_KEYED ? { from: range.from, to } : null;
}

/** One custom field's test: text contains, date and dateTime by Detroit day, address by each part. */
function fieldCondition(type: FieldType, value: string, p: (v: unknown) => string): string | null {
  switch (type) {
    case 'date': {
      const day = searchDay(value);
      return day ? `fv.date = ${p(day)}::date` : 'false';
    }
    case 'dateTime': {
      const day = searchDay(value);
      if (!day) return 'false';
      return `fv.date_time >= ${p(startOfDetroitDay(day))} AND fv.date_time < ${p(startOfDetroitDay(addDays(day, 1)))}`;
    }
    case 'address': {
      const parts = decodeAddressValue(value);
      const tests = ADDRESS_PARTS.filter((k) => parts[k]).map(
        (k) => `fv.address->>'${k}' ILIKE ${p(escapeLike(parts[k]!))}`,
      );
      // Malformed or empty: no constraint.
      return tests.length ? tests.join(' AND ') : null;
    }
    default:
      return `fv.text ILIKE ${p(escapeLike(value))}`;
  }
}

/** One page of a search's ids, newest publication first (the date-ordered indexes serve the order). */
export function pageSql(where: string, per: number, offset: number): string {
  return `SELECT n.id FROM notices n WHERE ${where}
    ORDER BY n.latest_pub_date DESC, n.id DESC LIMIT ${per} OFFSET ${offset}`;
}

/**
 * The search card of each id ($1), as JSON text: content cut to 400 characters, public attachments only.
 * Run as a prepared statement (planning it cost more than running it), so it takes no other parameter.
 * Content is cut from its head only: length() of the whole would decompress all of it for every card.
 * The publication's area is read through notices.county_ids, which the triggers keep equal to it.
 */
export const CARDS_SQL = `
  SELECT n.id, json_build_object(
    'id', n.id,
    'title', n.title,
    'content', CASE WHEN length(h.head) > 400 THEN left(h.head, 400) || '…' ELSE h.head END,
    'publication', json_build_object('id', p.id, 'name', p.name, 'publicationArea', (
      SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name), '[]')
      FROM counties c WHERE c.id = ANY(n.county_ids))),
    'noticeType', json_build_object('id', t.id, 'name', t.name),
    'publicationDates', (
      SELECT coalesce(json_agg(to_char(d.date, 'YYYY-MM-DD') ORDER BY d.date), '[]')
      FROM publication_dates d WHERE d.notice_id = n.id AND d.published),
    'attachments', (
      SELECT coalesce(json_agg(json_build_object('attachmentId', a.id, 'name', a.name) ORDER BY a.id), '[]')
      FROM notice_attachments a WHERE a.notice_id = n.id AND a.kind = 'public' AND a.status = 'ready')
  )::text AS card
  FROM notices n JOIN publications p ON p.id = n.publication_id JOIN notice_types t ON t.id = n.notice_type_id
    CROSS JOIN LATERAL (SELECT left(n.content, 401) AS head) h
  WHERE n.id = ANY($1::int[])`;
