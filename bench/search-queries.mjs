// The search benchmark's queries and the SQL the API runs for them, built by the backend's own code
// (backend/dist/search): shared by search.mjs (timing) and explain.mjs (query plans).
import { createRequire } from 'node:module';
import { COUNT_ESTIMATE_ABOVE, EXACT_COUNT_LIMIT } from './search-limits.mjs';

const require = createRequire(import.meta.url);
const {
  searchWhere,
  pageSql,
  CARDS_SQL,
  fieldsByProbe,
  fieldValueTests,
  estimateBasis,
} = require('../backend/dist/search/search-sql.js');
const { cappedCountSql, COUNT_PLAN_SWITCHES } = require('../backend/dist/search/search-totals.js');
const { readCountPlan } = require('../backend/dist/search/count-plan.js');
const { hasIncludedWord } = require('../backend/dist/search/search.service.js');
const { readSearchFilters, readSearchPage, dayRange } = require('../backend/dist/search/search-params.js');
const SPAN_SQL = `SELECT coalesce(max(latest_pub_date - first_pub_date), 0) AS days FROM notices
  WHERE latest_pub_date IS NOT NULL`;
const { detroitDay } = require('@notices/common');

/** The mixed set, with ids of counties, publications, types and fields looked up by name. */
export async function querySet(db) {
  const one = async (sql, params) => (await db.query(sql, params)).rows[0].id;
  const ingham = await one(`SELECT id FROM counties WHERE name = 'Ingham'`);
  const pub = await one('SELECT publication_id AS id FROM notices GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
  const foreclosure = await one(`SELECT id FROM notice_types WHERE name = 'Mortgage Foreclosure'`);
  const probate = await one(`SELECT id FROM notice_types WHERE name = 'Probate / Estate'`);
  const decedent = await one(`SELECT id FROM notice_type_fields WHERE name = 'Decedent name'`);
  return [
    ['home, no filter', {}],
    ['common word', { for: 'mortgage' }],
    ['rare name', { for: 'Aaliyah VanderMeer' }],
    ['phrase', { for: '"public hearing"' }],
    ['two words', { for: 'foreclosure Kalamazoo' }],
    ['county + this week', { area: [ingham], dateRange: 'tw' }],
    ['last year', { dateRange: 'ly' }],
    ['pub + type + last month', { pub: [pub], type: foreclosure, dateRange: 'lm' }],
    ['custom field text', { type: probate, f: [decedent], v: ['Kowalski'] }],
    ['page 50, broad', { for: 'michigan', page: 50 }],
    ['-word', { for: 'notice -mortgage' }],
  ];
}

/** The WHERE clause and paging SearchService.search builds for a query. */
export async function statements(db, raw, cached = (_key, compute) => compute()) {
  const filters = readSearchFilters(raw, {});
  const { page, per } = readSearchPage(raw, {});
  const fieldTypes = new Map();
  if (filters.fields.length) {
    const { rows } = await db.query(
      'SELECT id, field_type FROM notice_type_fields WHERE id = ANY($1::int[])',
      [filters.fields.map((f) => f.id)],
    );
    rows.forEach((r) => fieldTypes.set(r.id, r.field_type));
  }
  const tsquery = filters.text ? await cached(`text:${filters.text}`, () => compile(db, filters.text)) : null;
  const params = [];
  const today = detroitDay(new Date());
  const widestSpanDays = dayRange(filters, today)
    ? await cached('span', async () => (await db.query(SPAN_SQL)).rows[0].days)
    : null;
  const ctx = { today, tsquery, fieldTypes, widestSpanDays };
  const tests = fieldValueTests(filters, ctx);
  if (tests.length) {
    // As SearchService.withFieldPlan: probe the fields when the other filters leave fewer notices than
    // the fewest values a field's test matches.
    let fewestValues = Infinity;
    for (const test of tests)
      fewestValues = Math.min(fewestValues, await plannedRows(db, test, 'notice_field_values fv'));
    const others = [];
    const othersWhere = searchWhere({ ...filters, fields: [] }, ctx, others);
    ctx.probeFields = fieldsByProbe(
      await plannedRows(db, { where: othersWhere, params: others }),
      fewestValues,
    );
  }
  const where = searchWhere(filters, ctx, params);
  // What the count's estimate is planned on, as SearchService does (a phrase: the search as it runs).
  const estimateOf = estimateBasis(filters, ctx) ?? { where, params };
  return { where, params, per, offset: (page - 1) * per, tsquery, estimateOf };
}

/**
 * SearchService.search, statement for statement, on a pg client (the page's plan switches and windows
 * aside). Like the service, it remembers compiled texts, totals and cards (`remember`, one Map per
 * benchmark side; the corpus does not change meanwhile), unless TOTALS_CACHE=0 or CARDS_CACHE=0, which
 * the server must then be started with too (SEARCH_TOTALS_CACHE=0, SEARCH_CARDS_CACHE=0).
 */
export async function viaSql(db, raw, remember = new Map()) {
  const cached = async (key, compute) => {
    if (process.env.TOTALS_CACHE === '0') return compute();
    if (!remember.has(key)) remember.set(key, await compute());
    return remember.get(key);
  };
  const { where, params, per, offset, tsquery, estimateOf } = await statements(db, raw, cached);
  const total = () =>
    cached(`${where}\n${JSON.stringify(params)}`, () => count(db, where, params, estimateOf));
  // A text is counted first; a count within the cap that ends before this page leaves no page to read.
  if (tsquery && hasIncludedWord(tsquery)) {
    const counted = await total();
    if (counted <= EXACT_COUNT_LIMIT && counted <= offset) return [];
  }
  const { rows } = await db.query(pageSql(where, per, offset), params);
  const ids = rows.map((r) => r.id);
  const missing = ids.filter((id) => process.env.CARDS_CACHE === '0' || !remember.has(`card:${id}`));
  if (missing.length) {
    const cards = await db.query({ name: 'search_cards', text: CARDS_SQL, values: [missing] });
    for (const { id, card } of cards.rows) remember.set(`card:${id}`, card);
  }
  if (ids.length === per || (!ids.length && offset)) await total();
  return ids;
}

async function compile(db, text) {
  const { rows } = await db.query(
    `SELECT q::text AS q, numnode(q) AS nodes FROM websearch_to_tsquery('english', $1) AS q`,
    [text],
  );
  return rows[0].nodes > 0 ? rows[0].q : null;
}

/** The capped count's statement under the service's plan switches, with `explain` put before it. */
export async function cappedCount(db, where, params, explain) {
  await db.query(`BEGIN; ${COUNT_PLAN_SWITCHES.map((name) => `SET LOCAL ${name} = off`).join('; ')}`);
  try {
    return (await db.query(`${explain} ${cappedCountSql(where)}`, params)).rows;
  } finally {
    await db.query('COMMIT');
  }
}

/**
 * SearchTotals' total: the planner's estimate of `estimateOf` (statements()) above the threshold, else the
 * capped count as it reads it.
 */
export async function count(db, where, params, estimateOf = { where, params }) {
  const estimate = await plannedRows(db, estimateOf);
  if (estimate > COUNT_ESTIMATE_ABOVE) return estimate;
  const [analyzed] = await cappedCount(db, where, params, 'EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON)');
  const seen = readCountPlan(analyzed['QUERY PLAN'][0].Plan, EXACT_COUNT_LIMIT);
  return seen.counted <= EXACT_COUNT_LIMIT
    ? seen.counted
    : Math.max(seen.counted, seen.extrapolated ?? estimate);
}

/** The planner's estimate of the rows of `from` meeting `where` (SearchTotals' plannedRows). */
export async function plannedRows(db, { where, params }, from = 'notices n') {
  const { rows } = await db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where}`, params);
  return Math.round(rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}
