// npm run drill:faults — the scheduler's busiest night under faults. Two instances of the built product
// publish DUE (20,000) due dates that SEARCHES (50) saved searches match (so alerts and e-mails flow), while
// the drill sends KILLS (50) `kill -9` to a random instance (restarted at once) and STOPS (5) immediate
// stops of PostgreSQL (`pg_ctl stop -m immediate`, started again after a moment), in random order, GAP_MS
// (1,000-3,000) apart. Then it waits for the work to settle and checks: every due date published exactly
// once, no alert row twice, every alert e-mail received (duplicates counted, at most one per fault), every
// date's log entry exactly once and the log's indexes contiguous and signed.
// Env: DUE, SEARCHES, KILLS, STOPS, BATCH (SCHEDULER_BATCH_SIZE, default 10), SKIP_BUILD=1, KEEP=1.
import { ASSUMPTIONS, demoCatalog, dueNotices, http, readersWithSearches, sleep, until } from './lib.mjs';
import { alertMailReport, check, drill, MAIL_DUPLICATES_ALLOWED, seconds } from './report.mjs';
import { startRig } from './rig.mjs';

const DUE = Number(process.env.DUE ?? 20_000);
const SEARCHES = Number(process.env.SEARCHES ?? 50);
const KILLS = Number(process.env.KILLS ?? 50);
const STOPS = Number(process.env.STOPS ?? 5);
const BATCH = process.env.BATCH ?? '10';
const [GAP_MIN, GAP_MAX] = (process.env.GAP_MS ?? '1000-3000').split('-').map(Number);
const SETTLE_MS = 600_000;

await drill('drill:faults', async (onExit) => {
  const { pg, smtp, secrets, a, b } = await startRig('faults', onExit, {
    SCHEDULER_BATCH_SIZE: BATCH,
    TRANSPARENCY_INTERVAL_MS: '500',
    LOG_LEVEL: 'warn',
  });
  const apps = [a, b];
  let db = await pg.connect();
  onExit(() => db.end().catch(() => undefined));
  const count = async (sql, params) => Number((await db.query(sql, params)).rows[0].n);

  // Demo data, SEARCHES readers each with a saved search (API), DUE due dates (SQL), while A runs alone.
  await a.start();
  const catalog = await demoCatalog(db);
  await readersWithSearches(db, a.baseUrl, secrets, SEARCHES);
  await a.kill('SIGTERM');
  let t0 = Date.now();
  await dueNotices(db, catalog, { title: 'Fault drill', count: DUE, keys: SEARCHES });
  await db.query('ANALYZE');
  console.log(`seeded ${DUE} due dates and ${SEARCHES} saved searches in ${seconds(t0)} s`);
  const drillDates = `FROM publication_dates d JOIN notices n ON n.id = d.notice_id WHERE n.title LIKE 'Fault drill %'`;
  const published = () => count(`SELECT count(*) AS n ${drillDates} AND d.published`);

  // Keeps every instance up: restarts it whenever it is down (after a kill, a crash, or a failed start).
  let supervising = true;
  let crashes = 0;
  const keepUp = async (app) => {
    while (supervising) {
      if (!app.running) {
        try {
          await app.start({ timeoutMs: 120_000 });
        } catch {
          crashes++;
          await sleep(500);
        }
      }
      await sleep(100);
    }
  };
  t0 = Date.now();
  const supervisors = apps.map(keepUp);
  onExit(async () => {
    supervising = false;
    await Promise.all(apps.map((app) => app.kill('SIGKILL')));
  });
  await until(() => apps.every((app) => app.running), 120_000, 'both instances');

  // The faults, in random order.
  const faults = [...Array(KILLS).fill('kill'), ...Array(STOPS).fill('stop')].sort(() => Math.random() - 0.5);
  let kills = 0;
  let stops = 0;
  const progress = [];
  let last = -1;
  for (const fault of faults) {
    // A fault hits work under way: an instance is serving and publishing moved on since the last fault
    // (or everything is published and alert delivery is what runs).
    await sleep(GAP_MIN + Math.random() * (GAP_MAX - GAP_MIN));
    await until(
      async () => apps.some((app) => app.ready) && ((await published()) > last || last === DUE),
      120_000,
      'an instance at work',
    );
    if (fault === 'kill') {
      const ready = apps.filter((app) => app.ready);
      await ready[Math.floor(Math.random() * ready.length)].kill('SIGKILL');
      kills++;
    } else {
      await db.end().catch(() => undefined);
      await pg.stop('immediate');
      await sleep(500 + Math.random() * 1500);
      await pg.start();
      db = await pg.connect();
      stops++;
    }
    last = await published().catch(() => last);
    progress.push(`${fault === 'kill' ? 'k' : 'S'}${last}`);
  }
  const chaos = seconds(t0);
  console.log(
    `${kills} kills and ${stops} immediate PostgreSQL stops in ${chaos} s; dates published at each fault (k kill, S PostgreSQL stop):` +
      `\n  ${progress.join(' ')}`,
  );

  // Settle: both instances up, all work done.
  const settled = Date.now();
  await until(() => apps.every((app) => app.running), 120_000, 'both instances after the faults');
  await until(async () => (await published()) === DUE, SETTLE_MS, 'every due date to be published');
  const unsent = () =>
    count(`SELECT count(*) AS n FROM alert_outbox a LEFT JOIN mail_outbox m ON m.id = a.mail_id
           WHERE a.delivered_at IS NULL OR m.sent_at IS NULL`);
  // Alert rows may be written after the publishing commit (a fan-out job): wait for all of them too.
  const alerted = () => count(`SELECT count(*) AS n FROM alert_outbox`);
  await until(
    async () => (await alerted()) >= DUE && (await unsent()) === 0,
    SETTLE_MS,
    'every alert to be delivered and its e-mail sent',
  ).catch(async (error) => {
    const stuck = await db.query(
      `SELECT count(*)::int AS n, max(attempts) AS attempts, max(last_error) AS error FROM mail_outbox WHERE sent_at IS NULL`,
    );
    console.log(`  unsent e-mails: ${JSON.stringify(stuck.rows[0])}`);
    throw error;
  });
  await until(
    async () =>
      (await count(`SELECT count(*) AS n FROM transparency_entries WHERE leaf_index IS NULL`)) === 0,
    SETTLE_MS,
    'the log to integrate every entry',
  );
  await sleep(2000);
  supervising = false;
  await Promise.all(supervisors);
  console.log(
    `settled ${seconds(settled)} s after the last fault; ${crashes} restarts that failed (PostgreSQL down, or killed while starting)`,
  );

  console.log('Afterwards:');
  const runs = (
    await db.query(`SELECT count(*)::int AS runs, count(*) FILTER (WHERE status = 'failed')::int AS failed,
      coalesce(sum(published_count), 0)::int AS published FROM scheduler_runs`)
  ).rows[0];
  console.log(
    `    scheduler: ${runs.runs} runs (${runs.failed} cut short), ${runs.published} dates counted on them`,
  );
  const dates = (
    await db.query(`SELECT count(*)::int AS dates, count(*) FILTER (WHERE d.published)::int AS published,
      (SELECT count(*)::int FROM date_publications dp JOIN publication_dates d ON d.id = dp.publication_date_id
        JOIN notices n ON n.id = d.notice_id WHERE n.title LIKE 'Fault drill %') AS publications ${drillDates}`)
  ).rows[0];
  check(
    dates.dates === DUE && dates.published === DUE && dates.publications === DUE,
    `every due date published exactly once (${dates.published} of ${dates.dates}, ${dates.publications} publications)`,
  );
  const alerts = (
    await db.query(`SELECT count(*)::int AS n, count(DISTINCT (saved_search_id, notice_id, channel))::int AS pairs
      FROM alert_outbox`)
  ).rows[0];
  check(
    alerts.n === DUE && alerts.pairs === DUE,
    `alert rows: ${alerts.n} for ${DUE} matches, 0 duplicates (${alerts.n - alerts.pairs})`,
  );
  const mail = await alertMailReport(db, smtp);
  console.log(
    `    alert e-mails: ${mail.recorded} recorded, ${mail.received} received, ${mail.lost} lost, ${mail.duplicates} duplicates, ${mail.strays} unknown`,
  );
  check(mail.lost === 0 && mail.strays === 0, 'no e-mail lost');
  const bound = kills + stops + MAIL_DUPLICATES_ALLOWED;
  check(
    mail.duplicates <= bound,
    `duplicates ${mail.duplicates} ≤ faults ${kills + stops} (+ MAIL_DUPLICATES_ALLOWED=${MAIL_DUPLICATES_ALLOWED})`,
  );
  const log = (
    await db.query(`SELECT
      (SELECT count(*)::int FROM transparency_entries) AS entries,
      (SELECT count(DISTINCT leaf_index)::int FROM transparency_entries) AS indexes,
      (SELECT min(leaf_index)::int FROM transparency_entries) AS first,
      (SELECT max(leaf_index)::int FROM transparency_entries) AS last,
      (SELECT max(tree_size)::int FROM transparency_checkpoints) AS signed,
      (SELECT count(*)::int FROM (SELECT publication_date_id FROM transparency_entries
         WHERE publication_date_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1) x) AS twice,
      (SELECT count(*)::int FROM publication_dates d JOIN notices n ON n.id = d.notice_id
         WHERE n.title LIKE 'Fault drill %'
           AND (SELECT count(*) FROM transparency_entries e WHERE e.publication_date_id = d.id) = 1) AS once`)
  ).rows[0];
  console.log(
    `    log: ${log.entries} entries, indexes ${log.first}..${log.last}, signed tree size ${log.signed}`,
  );
  check(log.once === DUE && log.twice === 0, `each due date's log entry exactly once (${log.once})`);
  check(
    log.indexes === log.entries &&
      log.first === 0 &&
      log.last === log.entries - 1 &&
      log.signed === log.entries,
    'the log is contiguous and signed to its end',
  );
  for (const app of apps) {
    const health = await http(`${app.baseUrl}${ASSUMPTIONS.health}`);
    check(health.status === 200, `${app.name} healthy at the end (HTTP ${health.status})`);
  }
  console.log(`figures: ${DUE} dates, ${kills} kills, ${stops} PostgreSQL stops, faults over ${chaos} s`);
});
