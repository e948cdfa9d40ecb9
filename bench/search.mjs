// The search benchmark: a mixed query set at 16 concurrent clients for DURATION seconds (default 20)
// against GET /api/v1/search/search (BASE_URL, default http://127.0.0.1:3700), then the same searches
// as raw SQL through pg: the statements SearchService.search runs (the compiled tsquery, the planner's
// estimate, the capped count when cheap, the page of ids, the cards), built by the same code
// (backend/dist/search/search-sql.js). Prints p50/p99 per query and overall, requests/s and API/SQL.
// Usage: node bench/search.mjs   (env: DURATION, CLIENTS, BASE_URL, DATA_DIR or DATABASE_URL)
import http from 'node:http';
import { connect, percentile } from './db.mjs';
import { querySet, viaSql } from './search-queries.mjs';

const DURATION = Number(process.env.DURATION ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3700';
// ONLY=api or ONLY=sql runs one side (to profile the server under the API side alone, say).
const ONLY = process.env.ONLY;

function queryString(params) {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const v of [value].flat()) qs.append(key, String(v));
  return qs.toString();
}

// node:http with keep-alive rather than fetch: fetch cost this client about 0.4 ms of CPU more per request,
// taken from the same two cores as the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function viaApi(params) {
  return new Promise((resolve, reject) => {
    const url = `${BASE_URL}/api/v1/search/search?${queryString(params)}`;
    http
      .get(url, { agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          if (response.statusCode !== 200) reject(new Error(`${response.statusCode} ${body}`));
          else resolve(JSON.parse(body).result);
        });
      })
      .on('error', reject);
  });
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

function reportOne(queries, side, label) {
  const ms = (v) => v.toFixed(1).padStart(7);
  console.log(`${'query'.padEnd(26)}| ${label.padStart(5)} p50     p99    req/s`);
  const row = (name, x) => console.log(`${name.padEnd(26)}| ${ms(x.p50)} ${ms(x.p99)} ${ms(x.rps)}`);
  for (const [name] of queries) row(name, summary(side.latencies.get(name), side.elapsed));
  row('OVERALL', summary([...side.latencies.values()].flat(), side.elapsed));
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
  // The measure that counts: the API's share of what the raw SQL serves (target ≥ 0.8).
  console.log(`API/SQL throughput: ${(a.rps / s.rps).toFixed(2)}`);
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
  const api = ONLY === 'sql' ? undefined : await hammer(queries, (params) => viaApi(params));
  const remember = new Map();
  const sql =
    ONLY === 'api' ? undefined : await hammer(queries, (params, c) => viaSql(pool[c], params, remember));
  if (api && sql) report(queries, api, sql);
  else reportOne(queries, api ?? sql, api ? 'API' : 'SQL');
  await Promise.all([admin, ...pool].map((db) => db.end()));
  agent.destroy();
}

await main();
