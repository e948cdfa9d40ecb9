// npm run drill:load — DURATION seconds (default 60) of mixed public traffic (search API, home page with
// results, notice pages, the Atom feed, the notice API) at CONNECTIONS (50) with autocannon, plus WRITERS
// (5) API clients creating and publishing notices (client credentials), against two instances of the built
// product (the client sends half the connections to each: round robin from the client), then the same
// load against one instance, for the throughput model (docs/operations.md). Fails on any error, timeout or
// non-2xx answer (TIMEOUT, default 30 s, counts as an error). Env: DURATION, CONNECTIONS, WRITERS, TIMEOUT,
// SKIP_BUILD=1, KEEP=1.
import { createRequire } from 'node:module';
import { apiClient, ASSUMPTIONS, demoCatalog, http, login } from './lib.mjs';
import { check, drill } from './report.mjs';
import { startRig } from './rig.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const WRITERS = Number(process.env.WRITERS ?? 5);
/** Seconds before autocannon counts a request as timed out (an error). */
const TIMEOUT = Number(process.env.TIMEOUT ?? 30);

/** The public mix, cycled by each connection: searches, pages, the feed, the notice API. */
function publicMix(ids) {
  const words = ['foreclosure', 'hearing', 'estate', 'ordinance', 'zoning', 'sale', 'probate', 'budget'];
  const pick = (list, i) => list[i % list.length];
  const paths = [];
  for (let i = 0; i < 40; i++) {
    paths.push(`/api/v1/search/search?for=${pick(words, i)}`); // the search API
    paths.push(`/notices/${pick(ids, i * 7)}`); // a notice page (server-rendered)
    if (i % 4 === 0) paths.push(`/?for=${pick(words, i + 3)}`); // the home page with results
    if (i % 4 === 1) paths.push(`/feeds/search.atom?for=${pick(words, i + 1)}`); // the feed
    if (i % 4 === 2) paths.push(`/api/v1/notices/${pick(ids, i * 11)}`); // the notice API
  }
  return paths.map((path) => ({ method: 'GET', path }));
}

function cannon(url, connections, requests) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url, connections, duration: DURATION, requests, timeout: TIMEOUT },
      (error, result) => (error ? fail(error) : done(result)),
    );
    instance.on('error', fail);
  });
}

/** WRITERS loops creating a notice and publishing it, over `targets` in turn, until `stopAt`. */
async function writers(targets, token, catalog, day, stopAt) {
  const times = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      let access = await token();
      for (let i = 0; Date.now() < stopAt; i++) {
        const base = targets[(w + i) % targets.length].baseUrl;
        const t0 = performance.now();
        const created = await http(`${base}${ASSUMPTIONS.notices}`, {
          method: 'POST',
          token: access,
          json: {
            title: `Load drill notice ${w}-${i}`,
            content: `Written by writer ${w} during the load drill.`,
            noticeTypeId: catalog.noticeTypeId,
            publicationId: catalog.publicationId,
            free: true,
            publicationDates: [{ date: day }],
          },
        });
        const published =
          created.status === 201 &&
          (await http(`${base}${ASSUMPTIONS.notices}/${created.body.id}/publish`, {
            method: 'PUT',
            token: access,
          }));
        if (created.status === 401) access = await token(); // the 15-minute token ran out
        if (created.status !== 201 || published.status !== 200) {
          errors++;
          if (errors <= 3)
            console.log(
              `  writer error: ${created.status} ${JSON.stringify(published?.body ?? created.body)}`,
            );
        } else times.push(performance.now() - t0);
      }
    }),
  );
  return { writes: times.length, errors, times: times.sort((a, b) => a - b) };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One phase: the mix on `targets` (connections split evenly) and the writers; answers the figures. */
async function phase(label, targets, mix, token, catalog, day) {
  const per = Math.floor(CONNECTIONS / targets.length);
  const stopAt = Date.now() + DURATION * 1000;
  const [results, w] = await Promise.all([
    Promise.all(
      targets.map((t, i) => cannon(t.baseUrl, i === 0 ? CONNECTIONS - per * (targets.length - 1) : per, mix)),
    ),
    writers(targets, token, catalog, day, stopAt),
  ]);
  const sum = (f) => results.reduce((n, r) => n + f(r), 0);
  const requests = sum((r) => r.requests.total);
  const figures = {
    label,
    reqPerSec: requests / DURATION,
    // Per instance percentiles; the slowest instance's is the figure (autocannon keeps no merged histogram).
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statuses: results.map((r) => JSON.stringify(r.statusCodeStats)).join(' '),
    writes: w.writes,
    writeErrors: w.errors,
    writeP50: pct(w.times, 50),
    writeP99: pct(w.times, 99),
  };
  console.log(
    `${label}: ${Math.round(figures.reqPerSec)} req/s public (${requests} in ${DURATION} s), p50 ${figures.p50} ms, p99 ${figures.p99} ms;` +
      ` ${figures.errors} errors, ${figures.timeouts} timeouts, ${figures.non2xx} non-2xx (statuses ${figures.statuses});` +
      ` writers: ${w.writes} notices created and published (${(w.writes / DURATION).toFixed(1)}/s), p50 ${figures.writeP50.toFixed(0)} ms, p99 ${figures.writeP99.toFixed(0)} ms, ${w.errors} errors`,
  );
  return figures;
}

await drill('drill:load', async (onExit) => {
  const { pg, secrets, a, b } = await startRig('load', onExit, { LOG_LEVEL: 'warn' });
  const db = await pg.connect();
  onExit(() => db.end());
  await a.start();
  await b.start();

  const admin = await login(a.baseUrl, secrets.ADMIN_EMAIL, secrets.ADMIN_PASSWORD);
  const catalog = await demoCatalog(db);
  const token = await apiClient(db, a.baseUrl, admin, secrets.ADMIN_EMAIL, 'writer@example.org', [
    catalog.publicationId,
  ]);
  const ids = (await db.query(`SELECT id FROM notices WHERE status = 'P' ORDER BY id`)).rows.map((r) => r.id);
  const day = (await db.query(`SELECT ((now() AT TIME ZONE 'America/Detroit')::date + 3)::text AS d`)).rows[0]
    .d;
  const mix = publicMix(ids);
  console.log(
    `${ids.length} published notices (demo data); ${mix.length} public requests cycled per connection; ${CONNECTIONS} connections + ${WRITERS} writers, ${DURATION} s per phase`,
  );
  // Every request of the mix answers 2xx on both (and both are warm: first renders, caches).
  for (const t of [a, b])
    for (const r of mix) {
      const res = await fetch(`${t.baseUrl}${r.path}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${t.name} ${r.path}: HTTP ${res.status}`);
    }
  const two = await phase('two instances', [a, b], mix, token, catalog, day);
  const one = await phase('one instance ', [a], mix, token, catalog, day);
  for (const f of [two, one])
    check(
      f.errors + f.timeouts + f.non2xx + f.writeErrors === 0 && f.writes > 0,
      `${f.label.trim()}: 0 errors (public ${f.errors + f.timeouts + f.non2xx}, writers ${f.writeErrors})`,
    );
  console.log(
    `model: two instances on this machine serve ${(two.reqPerSec / one.reqPerSec).toFixed(2)}× one instance's public requests (both on the same 2 cores, shared with the database and the load generator)`,
  );
});
