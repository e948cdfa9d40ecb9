// The search benchmark: a mixed query set at 16 concurrent clients for DURATION seconds (default 20)
// against GET /api/v1/search/search (BASE_URL, default http://127.0.0.1:3700), then the same searches
// as raw SQL through pg: the statements SearchService.search runs (the compiled tsquery, the planner's
// estimate, the capped count when cheap, the page of ids, the cards), built by the same code
// (backend/dist/search/search-sql.js). Prints p50/p99 per query and overall, requests/s and API/SQL.
// Usage: node bench/search.mjs   (env: DURATION, CLIENTS, BASE_URL, DATA_DIR or DATABASE_URL)
import { createRequire } from 'node:module';
import { connect, percentile } from './db.mjs';

const require = createRequire(import.meta.url);
const { searchWhere, CARDS_SQL } = require('../backend/dist/search/search-sql.js');
const { readSearchFilters, readSearchPage } = require('../backend/dist/search/search-params.js');
const { EXACT_COUNT_LIMIT, MAX_OFFSET } = require('../backend/dist/search/search.service.js');
const { detroitDay } = require('@notices/common');

const DURATION = Number(process.env.DURATION ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3700';

/** The mixed set, with ids of counties, publications, types and fields looked up by name. */
async function querySet(db) {
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
    ['pub + type + last month', { pub: [pub], type: foreclosure, dateRange: 'lm' }],
    ['custom field text', { type: probate, f: [decedent], v: ['Kowalski'] }],
    ['page 50, broad', { for: 'michigan', page: 50 }],
    ['-word', { for: 'notice -mortgage' }],
  ];
}

function queryString(params) {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const v of [value].flat()) qs.append(key, String(v));
  return qs.toString();
}

async function viaApi(params) {
  const response = await fetch(`${BASE_URL}/api/v1/search/search?${queryString(params)}`);
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()).result;
}

/** SearchService.search, statement for statement, on a pg client. */
async function viaSql(db, raw) {
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
  const tsquery = filters.text ? await compile(db, filters.text) : null;
  const params = [];
  const where = searchWhere(filters, { today: detroitDay(new Date()), tsquery, fieldTypes }, params);
  const offset = (page - 1) * per;
  const total = await count(db, where, params);
  if (offset >= total || offset > MAX_OFFSET) return [];
  const { rows } = await db.query(
    `SELECT n.id FROM notices n WHERE ${where} ORDER BY n.latest_pub_date DESC, n.id DESC LIMIT ${per} OFFSET ${offset}`,
    params,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) await db.query(CARDS_SQL, [ids]);
  return ids;
}

async function compile(db, text) {
  const { rows } = await db.query(
    `SELECT q::text AS q, numnode(q) AS nodes FROM websearch_to_tsquery('english', $1) AS q`,
    [text],
  );
  return rows[0].nodes > 0 ? rows[0].q : null;
}

async function count(db, where, params) {
  const { rows } = await db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM notices n WHERE ${where}`, params);
  const estimate = Math.round(rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  if (estimate > EXACT_COUNT_LIMIT * 2) return estimate;
  const capped = await db.query(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM notices n WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) s`,
    params,
  );
  return Math.max(estimate, capped.rows[0].total);
}

/** CLIENTS loops, each walking the query set from its own starting point, for DURATION seconds. */
async function hammer(queries, run) {
  const latencies = new Map(queries.map(([name]) => [name, []]));
  const deadline = Date.now() + DURATION * 1000;
  const t0 = performance.now();
  const client = async (c) => {
    for (let i = c; Date.now() < deadline; i++) {
      const [name, params] = queries[i % queries.length];
      const start = performance.now();
      await run(params, c);
      latencies.get(name).push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { latencies, elapsed: (performance.now() - t0) / 1000 };
}

function summary(values, elapsed) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    rps: sorted.length / elapsed,
  };
}

function report(queries, api, sql) {
  const ms = (v) => v.toFixed(1).padStart(7);
  console.log(`${'query'.padEnd(26)}|   API p50     p99    req/s |   SQL p50     p99    req/s | p50 ratio`);
  const row = (name, a, s) =>
    console.log(
      `${name.padEnd(26)}| ${ms(a.p50)} ${ms(a.p99)} ${ms(a.rps)} | ${ms(s.p50)} ${ms(s.p99)} ${ms(s.rps)} | ${(a.p50 / s.p50).toFixed(2)}`,
    );
  for (const [name] of queries)
    row(name, summary(api.latencies.get(name), api.elapsed), summary(sql.latencies.get(name), sql.elapsed));
  const all = (side) => summary([...side.latencies.values()].flat(), side.elapsed);
  const [a, s] = [all(api), all(sql)];
  row('OVERALL', a, s);
  console.log(`throughput ratio (SQL req/s ÷ API req/s): ${(s.rps / a.rps).toFixed(2)}`);
}

async function main() {
  const admin = await connect();
  const queries = await querySet(admin);
  const pool = await Promise.all(Array.from({ length: CLIENTS }, () => connect()));
  for (const [name, params] of queries) {
    const [fromApi, fromSql] = [await viaApi(params), await viaSql(admin, params)];
    const same = JSON.stringify(fromApi) === JSON.stringify(fromSql);
    console.log(`${name}: ${fromApi.length} ids${same ? '' : ' — API and SQL answers differ!'}`);
  }
  console.log(`${CLIENTS} clients, ${DURATION} s per side`);
  const api = await hammer(queries, (params) => viaApi(params));
  const sql = await hammer(queries, (params, c) => viaSql(pool[c], params));
  report(queries, api, sql);
  await Promise.all([admin, ...pool].map((db) => db.end()));
}

await main();
