// The visitors' benchmark: searches as visitors ask them, not eleven questions asked over and over.
// Builds a pool of POOL (20,000) distinct searches from the corpus itself (words and names of sampled
// notices, pairs of words, quoted phrases, custom-field values; with and without date presets, counties,
// publications and notice types; pages 1-5), seeded (SEED) and reproducible on the same corpus, popular by
// a Zipf law (s = 1: the pool's first search is asked twice as often as its second). For each run it starts
// the built product on 127.0.0.1 (backend/dist/main.js over DATA_DIR or DATABASE_URL) and measures
//   1. first-time latency: one client, FIRST (200) searches each asked once: p50, p90, p99, max, counts
//      over 100 ms and over 1 s;
//   2. throughput: CLIENTS (16) clients over the Zipf stream for DURATION (20) s: requests/s, p50, p99,
//      errors;
// against the search API with the memories on (as the product runs) and off (SEARCH_PAGES_CACHE=0
// SEARCH_TOTALS_CACHE=0 SEARCH_CARDS_CACHE=0), and against the public home page for the same searches
// (GET /?for=…) with SITE_PAGE_CACHE on and 0. Then the slowest first-time searches with the plans of the
// statements SearchService runs for them (EXPLAIN (ANALYZE, BUFFERS)), so a regression names itself.
// Usage: node bench/visitor-searches.mjs   (env and flags: bench/README.md, "Visitor searches")
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { connect, percentile } from './db.mjs';
import { buildPool, zipfStream } from './visitor-pool.mjs';
import { startBuiltProduct } from './product.mjs';
import { cappedCount, plannedRows, statements } from './search-queries.mjs';
import { COUNT_ESTIMATE_ABOVE } from './search-limits.mjs';

const require = createRequire(import.meta.url);
const { pageSql, CARDS_SQL } = require('../backend/dist/search/search-sql.js');

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const SEED = env('SEED', 1);
const POOL = env('POOL', 20_000);
const SAMPLE = env('SAMPLE', 3_000); // notices whose words make the pool
const FIRST = env('FIRST', 200);
const FIRST_SECONDS = env('FIRST_SECONDS', 600); // the first-time loop stops here even if FIRST is not reached
const CLIENTS = env('CLIENTS', 16);
const DURATION = env('DURATION', 20);
// Seconds of the Zipf stream before the measures, over the pool without the first-time searches: a
// server that has been serving (its connections' backends warm), as visitors meet it, not one just started.
const WARMUP = env('WARMUP', 30);
const MAX_REQUESTS = env('MAX_REQUESTS', 100_000); // the throughput loop's bound in count
const TIMEOUT_MS = env('TIMEOUT', 60) * 1000; // one request's bound: then it counts as an error
const SLOWEST = env('SLOWEST', 10);
const PLANS = env('PLANS', 3);
const RUN_NAMES = (process.env.RUNS ?? 'api-on,api-off,site-on,site-off').split(',');

const CACHES = ['SEARCH_PAGES_CACHE', 'SEARCH_TOTALS_CACHE', 'SEARCH_CARDS_CACHE', 'SITE_PAGE_CACHE'];
/** Each run starts the product afresh (nothing remembered, PostgreSQL's buffers empty). */
const RUNS = {
  'api-on': { target: 'api', env: {} },
  'api-off': {
    target: 'api',
    env: { SEARCH_PAGES_CACHE: '0', SEARCH_TOTALS_CACHE: '0', SEARCH_CARDS_CACHE: '0' },
  },
  'site-on': { target: 'site', env: {} },
  // Every page rendered afresh; the search behind it as the product runs.
  'site-off': { target: 'site', env: { SITE_PAGE_CACHE: '0' } },
  // Rendered afresh over searches that remember nothing either.
  'site-none': {
    target: 'site',
    env: { SEARCH_PAGES_CACHE: '0', SEARCH_TOTALS_CACHE: '0', SEARCH_CARDS_CACHE: '0', SITE_PAGE_CACHE: '0' },
  },
};

// Only this machine is ever asked: the product is started on 127.0.0.1, and a database elsewhere is refused.
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|::1)$/;
if (process.env.DATABASE_URL && !LOOPBACK.test(new URL(process.env.DATABASE_URL).hostname))
  throw new Error('DATABASE_URL must name a database on this machine (127.0.0.1, localhost or ::1)');
for (const name of RUN_NAMES)
  if (!RUNS[name]) throw new Error(`unknown run ${name}: RUNS takes ${Object.keys(RUNS).join(', ')}`);

/** The home page's address for a search: no preset there means "this week", so every date is `all`. */
export function sitePath(qs) {
  const params = new URLSearchParams(qs);
  if (!params.has('dateRange')) params.set('dateRange', 'all');
  return `/?${params}`;
}

/** The query string as Express reads it (one value a string, several a list): what statements() takes. */
function rawQuery(qs) {
  const raw = {};
  const params = new URLSearchParams(qs);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

// ---------------------------------------------------------------------------------------------- requests

/** GET baseUrl + path through node:http with keep-alive (what search.mjs uses); resolves status and ms. */
function get(agent, baseUrl, path) {
  return new Promise((resolve) => {
    const start = performance.now();
    let answered = false;
    const done = (status, error) => {
      if (answered) return;
      answered = true;
      resolve({ status, ms: performance.now() - start, error });
    };
    const request = http.get(`${baseUrl}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode));
      response.on('error', (error) => done(0, error.message));
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', (error) => done(0, error.message));
    request.on('close', () => done(0, 'connection closed before the answer ended'));
  });
}

/** One client, each search asked once, until FIRST are asked or FIRST_SECONDS pass. */
async function firstTime(agent, baseUrl, searches, pathOf) {
  const deadline = Date.now() + FIRST_SECONDS * 1000;
  const asked = [];
  for (const qs of searches) {
    if (Date.now() > deadline) break;
    asked.push({ qs, ...(await get(agent, baseUrl, pathOf(qs))) });
  }
  return asked;
}

/** CLIENTS clients over one Zipf stream, for `seconds` (DURATION) or MAX_REQUESTS requests. */
async function throughput(agent, baseUrl, pool, pathOf, seconds = DURATION) {
  const next = zipfStream(pool.length, SEED + 1);
  const deadline = Date.now() + seconds * 1000;
  const latencies = [];
  const errors = new Map();
  let sent = 0;
  let redirects = 0;
  const t0 = performance.now();
  const client = async () => {
    while (Date.now() < deadline && sent < MAX_REQUESTS) {
      sent++;
      const { status, ms, error } = await get(agent, baseUrl, pathOf(pool[next()]));
      latencies.push(ms);
      if (redirected(status)) redirects++;
      if (failed(status)) {
        const why = error ?? `HTTP ${status}`;
        errors.set(why, (errors.get(why) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return {
    latencies: latencies.sort((a, b) => a - b),
    errors,
    redirects,
    elapsed: (performance.now() - t0) / 1000,
  };
}

// ---------------------------------------------------------------------------------------------- plans

async function plan(db, sql, params) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${sql}`, params);
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

/** The statements SearchService.search runs for a search, each with its plan as it runs now. */
async function explain(db, qs) {
  const { where, params, per, offset, estimateOf } = await statements(db, rawQuery(qs));
  const page = pageSql(where, per, offset);
  console.log(`  page of ids:\n${await plan(db, page, params)}`);
  const ids = (await db.query(page, params)).rows.map((r) => r.id);
  if (ids.length) console.log(`  cards:\n${await plan(db, CARDS_SQL, [ids])}`);
  // The service counts a text search before its page, any other only when the page cannot tell the total;
  // either way only at or below the estimate threshold. The count's plan is printed whenever it may run.
  const estimate = await plannedRows(db, estimateOf);
  if (estimate > COUNT_ESTIMATE_ABOVE) {
    console.log(`  total: the planner's estimate, ${estimate} (no count)`);
    return;
  }
  const counted = await cappedCount(db, where, params, 'EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT)');
  console.log(`  capped count (estimate ${estimate}):\n${counted.map((r) => r['QUERY PLAN']).join('\n')}`);
}

// ---------------------------------------------------------------------------------------------- report

// The site sends a page past the last one to the last (302): an answer, counted apart, not an error.
const failed = (status) => status === 0 || status >= 400;
const redirected = (status) => status >= 300 && status < 400;
const f1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

function firstSummary(asked) {
  const sorted = asked.map((a) => a.ms).sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    over100: sorted.filter((ms) => ms > 100).length,
    over1s: sorted.filter((ms) => ms > 1000).length,
    errors: asked.filter((a) => failed(a.status)).length,
    redirects: asked.filter((a) => redirected(a.status)).length,
  };
}

/**
 * The buffer pool as the figures depend on it: its size, whether it lies in huge pages (without them each
 * connection page-faults every 4 kB it touches first, ADR 026) and how blocks are read.
 */
async function bufferPool(db) {
  const { rows } = await db.query(
    `SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'huge_pages_status', 'io_method')`,
  );
  const of = (name) => rows.find((row) => row.name === name);
  const buffers = of('shared_buffers');
  const mb = Math.round((Number(buffers.setting) * 8) / 1024);
  return `shared_buffers ${mb} MB, huge pages ${of('huge_pages_status')?.setting ?? 'unknown'}, io_method ${of('io_method')?.setting ?? 'worker (before 18)'}`;
}

/** One run on a product started for it; `getPool` reads the pool from its database the first time. */
async function measure(name, getPool, explained) {
  const run = RUNS[name];
  const pathOf = run.target === 'api' ? (qs) => `/api/v1/search/search?${qs}` : sitePath;
  const unset = CACHES.filter((key) => !(key in run.env));
  const product = await startProduct(run.env, unset);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  let db = null;
  try {
    db = await connect();
    const pool = await getPool(db);
    // The least popular searches are the first-time ones: the Zipf stream after them hardly asks them again.
    const first = pool.slice(-FIRST).reverse();
    console.log(`\n## ${name}: ${describe(run)} (load average ${load()})`);
    console.log(`PostgreSQL: ${await bufferPool(db)}`);
    if (WARMUP > 0) {
      const warm = await throughput(agent, product.baseUrl, pool.slice(0, -FIRST), pathOf, WARMUP);
      console.log(
        `warm-up: ${warm.latencies.length} requests in ${warm.elapsed.toFixed(1)} s, none of the first-time searches`,
      );
    }
    const asked = await firstTime(agent, product.baseUrl, first, pathOf);
    if (process.env.DUMP) writeFileSync(`${process.env.DUMP}.${name}.json`, JSON.stringify(asked, null, 1));
    const s = firstSummary(asked);
    console.log(
      `first-time, 1 client, ${s.n} searches: p50 ${f1(s.p50)} ms, p90 ${f1(s.p90)}, p99 ${f1(s.p99)}, ` +
        `max ${f1(s.max)}; over 100 ms ${s.over100}, over 1 s ${s.over1s}, errors ${s.errors}` +
        (s.redirects ? `, redirects ${s.redirects}` : ''),
    );
    const t = await throughput(agent, product.baseUrl, pool, pathOf);
    const errorCount = [...t.errors.values()].reduce((a, b) => a + b, 0);
    const rps = t.latencies.length / t.elapsed;
    console.log(
      `throughput, ${CLIENTS} clients, Zipf over ${pool.length}: ${t.latencies.length} requests in ` +
        `${t.elapsed.toFixed(1)} s, ${f1(rps)}/s, p50 ${f1(percentile(t.latencies, 50))} ms, ` +
        `p99 ${f1(percentile(t.latencies, 99))}, errors ${errorCount}` +
        (t.redirects ? `, redirects ${t.redirects}` : ''),
    );
    for (const [why, n] of t.errors) console.log(`  error ×${n}: ${why}`);
    const slowest = [...asked].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    console.log(`slowest first-time ${run.target === 'api' ? 'searches' : 'pages'}:`);
    for (const a of slowest)
      console.log(
        `  ${f1(a.ms).padStart(9)} ms  ${a.status === 200 ? '' : `[${a.error ?? a.status}] `}${pathOf(a.qs)}`,
      );
    // Plans as the statements run now, after the measures (PostgreSQL's buffers warm): the buffers read
    // show the work even where the time is smaller than what the visitor waited.
    if (run.target === 'api')
      for (const a of slowest.filter((a) => !explained.has(a.qs)).slice(0, PLANS)) {
        explained.add(a.qs);
        console.log(`\nplan of ${a.qs} (first asked: ${f1(a.ms)} ms)`);
        await explain(db, a.qs);
      }
    const p = (q) => percentile(t.latencies, q);
    return { name, first: s, rps, p50: p(50), p99: p(99), errors: errorCount };
  } finally {
    agent.destroy();
    await db?.end();
    await product.stop();
  }
}

const describe = (run) =>
  `${run.target === 'api' ? 'GET /api/v1/search/search' : 'GET / (home page)'}, ` +
  (Object.keys(run.env).length
    ? Object.entries(run.env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')
    : 'memories on');

function startProduct(runEnv, unset) {
  return startBuiltProduct({
    env: {
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      RUN_JOBS: 'false',
      // A generated corpus has no log entries; the backfill would take both cores for hours.
      TRANSPARENCY_INTERVAL_MS: '0',
      TRANSPARENCY_SELF_CHECK_MINUTES: '0',
      LOG_LEVEL: 'warn',
      ...(process.env.DATABASE_URL ? {} : { DATA_DIR: process.env.DATA_DIR ?? '/tmp/bench-data' }),
      ...runEnv,
    },
    unset,
  });
}

async function main() {
  console.log(
    `visitor searches: SEED ${SEED}, POOL ${POOL}, FIRST ${FIRST}, ${CLIENTS} clients × ${DURATION} s`,
  );
  let pool = null;
  const getPool = async (db) => {
    if (pool) return pool;
    const t0 = Date.now();
    const built = await buildPool(db, { seed: SEED, size: POOL, sampleSize: SAMPLE });
    pool = built.pool;
    console.log(
      `pool: ${pool.length} distinct searches from ${built.sampled} sampled notices (${built.words} words) ` +
        `in ${((Date.now() - t0) / 1000).toFixed(1)} s; most asked: ` +
        pool
          .slice(0, 3)
          .map((qs) => qs || '(no filter)')
          .join(' | '),
    );
    console.log(`pool mix: ${built.mix}`);
    return pool;
  };
  const explained = new Set();
  const results = [];
  for (const name of RUN_NAMES) results.push(await measure(name, getPool, explained));

  console.log('\n## summary (ms)');
  console.log(
    'run        | first n    p50    p90     p99     max >100ms >1s err | 16-client req/s    p50     p99 err',
  );
  for (const { name, first: s, rps, p50, p99, errors } of results)
    console.log(
      `${name.padEnd(10)} | ${String(s.n).padStart(7)} ${f1(s.p50).padStart(6)} ${f1(s.p90).padStart(6)} ` +
        `${f1(s.p99).padStart(7)} ${f1(s.max).padStart(7)} ${String(s.over100).padStart(6)} ` +
        `${String(s.over1s).padStart(3)} ${String(s.errors).padStart(3)} | ${f1(rps).padStart(15)} ` +
        `${f1(p50).padStart(6)} ${f1(p99).padStart(7)} ${String(errors).padStart(3)}`,
    );
  if (results.some((r) => r.errors || r.first.errors)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
