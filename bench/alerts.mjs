// The alert benchmark: SEARCHES saved searches (default 100,000) and NEW newly published notices (default
// 1,000), then, timed: AlertMatcher.queue inside one transaction, rolled back (what publishing used to
// wait for); recording the fan-out batch in a committed transaction (what publishing waits for now);
// the fan-out after it (AlertFanout.run from backend/dist, its workers on a pool). Prints the times, the
// candidate pairs (search, notice sharing a match key) and the alerts queued, and deletes every row it
// inserted (users, saved searches, notices, alerts, batches).
// MIX=realistic (default) or heavy: which saved searches and users (bench/alert-searches.mjs makes them).
// Needs the search corpus (bench/generate-notices.mjs), ANALYZEd: match keys come from its statistics.
// Usage: node bench/alerts.mjs   (env: SEARCHES, NEW, MIX, TIMEOUT, DATA_DIR or DATABASE_URL)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { connect, connectionOptions, pg, seconds } from './db.mjs';
import { EMAIL, insertSavedSearches, MIX, SEARCHES } from './alert-searches.mjs';
import { insertBatch, makeBatch, readCatalog, seededRng } from './generate-notices.mjs';

const require = createRequire(import.meta.url);
const { AlertMatcher, INDEXED_BATCH, matchesSql } = require('../backend/dist/alerts/alert-matcher.js');
const {
  AlertFanout,
  FANOUT_BATCH,
  FANOUT_WORKERS,
} = require('../backend/dist/alerts/alert-fanout.service.js');
const { SearchService } = require('../backend/dist/search/search.service.js');
const { ReadDatabase } = require('../backend/dist/database/read-database.js');

const NEW = Number(process.env.NEW ?? 1000);

/** Seconds since t0, to the hundredth (one notice takes milliseconds). */
const elapsed = (t0) => ((Date.now() - t0) / 1000).toFixed(2);

/** NEW notices published today, through the triggers as the product writes them. */
export async function insertNewNotices(db, catalog) {
  const [{ start }] = (await db.query('SELECT max(id) + 1 AS start FROM notices')).rows;
  const rng = seededRng(99);
  for (let done = 0; done < NEW; done += 500)
    await insertBatch(
      db,
      makeBatch(rng, catalog, start + done, Math.min(500, NEW - done), () => 0),
    );
  return Array.from({ length: NEW }, (_, i) => start + i);
}

/** The EntityManager AlertMatcher uses: raw queries, and the row-checked searches it loads by id. */
function entityManager(db) {
  const query = async (sql, params) => (await db.query(sql, params)).rows;
  const findBy = ({ id }) =>
    query(
      `SELECT s.id, s.user_id AS "userId", s.for_text AS "forText", s.pub, s.area, s.date_range AS "dateRange",
         s.from_value AS "from", s.to_value AS "to", s.type, s.f, s.v, s.notifications_enabled AS "notificationsEnabled",
         s.text_notifications_enabled AS "textNotificationsEnabled"
       FROM saved_searches s WHERE s.id = ANY($1::int[])`,
      [id.value],
    );
  return { query, getRepository: () => ({ findBy }) };
}

/**
 * The matcher's own statement without its INSERT: the matches (before the row checks and the owner's
 * status), timed; then, untimed, the pairs sharing a match key (candidates).
 */
async function countMatches(db, noticeIds) {
  const sql = `WITH ${matchesSql(noticeIds.length <= INDEXED_BATCH)} SELECT count(*)::int AS n FROM`;
  const t0 = Date.now();
  const [{ n: matches }] = (await db.query(`${sql} matches`, [noticeIds])).rows;
  const time = elapsed(t0);
  const [{ n: candidates }] = (await db.query(`${sql} candidates`, [noticeIds])).rows;
  return { matches, candidates, seconds: time };
}

/** Alerts queued per kind of search (the realistic mix names its searches by kind). */
async function alertsByKind(db, noticeIds) {
  const { rows } = await db.query(
    `SELECT substr(s.name, 7) AS kind, count(DISTINCT s.id)::int AS searches, count(a.id)::int AS alerts
     FROM saved_searches s JOIN users u ON u.id = s.user_id AND u.email LIKE '${EMAIL}%'
     LEFT JOIN alert_outbox a ON a.saved_search_id = s.id AND a.notice_id = ANY($1::int[])
     GROUP BY 1 ORDER BY 3 DESC, 2 DESC`,
    [noticeIds],
  );
  return rows;
}

/** What AlertFanout needs of a DataSource: queries, and transactions each on a connection of the pool. */
function dataSource(pool) {
  return {
    subscribers: [],
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(entityManager(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * CPU seconds the database's server processes spent (from /proc, when it runs on this machine): on a busy
 * machine the wall time says more about the neighbours than about the work.
 */
function serverCpu(pids) {
  try {
    return pids.map((pid) => {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(f[11]) + Number(f[12])) / 100;
    });
  } catch {
    return null;
  }
}

/** The CPU seconds spent since `before` (per server process when several worked at once). */
function cpuNote(pids, before) {
  const after = serverCpu(pids);
  if (!before || !after) return '';
  const used = after.map((s, i) => s - before[i]);
  const total = used.reduce((sum, s) => sum + s, 0).toFixed(2);
  return ` (database CPU ${total} s${used.length > 1 ? `: ${used.map((s) => s.toFixed(2)).join(' + ')}` : ''})`;
}

async function backendPid(client) {
  return (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
}

export async function timeMatching(db, noticeIds) {
  // SearchService(dataSource, reads, clock, totals, cards, changes): the matcher uses context() and compile()
  // with its EntityManager, which ReadDatabase.onPrimary wraps; `changes` says nothing is remembered across
  // transactions.
  const reads = { onPrimary: (m) => ReadDatabase.prototype.onPrimary.call(null, m, null) };
  const search = new SearchService(null, reads, { now: () => new Date() }, null, null, {
    generation: 0,
    listening: false,
  });
  const matcher = new AlertMatcher(search);
  const counted = await countMatches(db, noticeIds);
  const pid = await backendPid(db);

  // Before the fan-out batch: the whole matcher inside the publishing transaction, one statement after another.
  await db.query('BEGIN');
  try {
    const [t0, c0] = [Date.now(), serverCpu([pid])];
    await matcher.queue(entityManager(db), noticeIds);
    console.log(
      `inside the publishing transaction (before): AlertMatcher.queue ${elapsed(t0)} s${cpuNote([pid], c0)}`,
    );
  } finally {
    await db.query('ROLLBACK');
  }

  // Now: publishing records the batch; the fan-out writes the alerts after the commit.
  const pool = new pg.Pool({ ...connectionOptions(), max: FANOUT_WORKERS });
  // The pool's connections, opened before the clock starts (the workers reuse them), and their server pids.
  const clients = await Promise.all(Array.from({ length: FANOUT_WORKERS }, () => pool.connect()));
  const pids = await Promise.all(clients.map(backendPid));
  for (const client of clients) client.release();
  const fanout = new AlertFanout(dataSource(pool), matcher, { enabled: false }, { now: () => new Date() });
  try {
    let t0 = Date.now();
    await db.query('BEGIN');
    await fanout.record(entityManager(db), noticeIds);
    await db.query('COMMIT');
    console.log(`publishing waits for: recording the batch ${elapsed(t0)} s`);
    const c0 = serverCpu(pids);
    t0 = Date.now();
    const batches = await fanout.run();
    console.log(
      `fan-out after the commit: ${elapsed(t0)} s${cpuNote(pids, c0)}, ${batches} batches of up to ${FANOUT_BATCH} notices, ${FANOUT_WORKERS} at a time`,
    );
    await report(db, noticeIds, counted);
  } finally {
    await db.query('DELETE FROM alert_fanout WHERE notice_ids && $1::int[]', [noticeIds]);
    await pool.end();
  }
}

async function report(db, noticeIds, counted) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS alerts, count(DISTINCT saved_search_id)::int AS searches,
       count(DISTINCT (saved_search_id, notice_id))::int AS matches,
       count(*) FILTER (WHERE channel = 'email')::int AS emails
     FROM alert_outbox WHERE notice_id = ANY($1::int[])`,
    [noticeIds],
  );
  const kinds = MIX === 'heavy' ? [] : await alertsByKind(db, noticeIds);
  const [a] = rows;
  console.log(`${noticeIds.length} new notices × ${SEARCHES} saved searches`);
  console.log(
    `alerts queued: ${a.alerts} (${a.emails} e-mail, ${a.alerts - a.emails} SMS): ${a.matches} matches for ${a.searches} saved searches`,
  );
  console.log(
    `matching alone (the statement without its INSERT): ${counted.seconds} s; ${counted.candidates} candidate pairs, ${counted.matches} matches before row checks and owners`,
  );
  if (kinds.length) console.table(kinds);
}

export async function cleanUp(db, noticeIds) {
  // Alerts have no foreign key to notices (ADR 014): deleted first.
  await db.query('DELETE FROM alert_outbox WHERE notice_id = ANY($1::int[])', [noticeIds]);
  await db.query('DELETE FROM notices WHERE id = ANY($1::int[])', [noticeIds]);
  await db.query(`SELECT setval('notices_id_seq', (SELECT max(id) FROM notices))`);
  await db.query(`DELETE FROM users WHERE email LIKE '${EMAIL}%'`); // their saved searches cascade
}

async function main() {
  const db = await connect();
  // TIMEOUT (seconds) cancels a statement that runs longer, e.g. a heavy run that would hold the database.
  if (process.env.TIMEOUT) await db.query(`SET statement_timeout = '${Number(process.env.TIMEOUT)}s'`);
  await cleanUp(db, []); // leftovers of an interrupted run
  const catalog = await readCatalog(db);
  const t0 = Date.now();
  await insertSavedSearches(db, catalog);
  const noticeIds = await insertNewNotices(db, catalog);
  console.log(`set up in ${seconds(t0)} s`);
  try {
    await timeMatching(db, noticeIds);
  } finally {
    await cleanUp(db, noticeIds);
    await db.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
