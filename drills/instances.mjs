// npm run drill:instances — two instances of the built product on one PostgreSQL, s3rver and an SMTP
// catcher, started as the README says for production without Docker. Proves: a session made on A works on
// B and signing out on A ends it on B; the scheduler, alerts, billing and open-data export jobs, started on
// both at once, do their work once; a file uploaded through A is checked and served through B; failed
// sign-ins through A and B count against one limit. Env: DUE (due dates, default 2,000), SKIP_BUILD=1, KEEP=1.
import { createRequire } from 'node:module';
import {
  ASSUMPTIONS,
  demoCatalog,
  dueNotices,
  http,
  login,
  readersWithSearches,
  sleep,
  until,
} from './lib.mjs';
import { alertMailReport, check, drill, MAIL_DUPLICATES_ALLOWED, seconds } from './report.mjs';
import { startRig } from './rig.mjs';

const require = createRequire(import.meta.url);
const DUE = Number(process.env.DUE ?? 2000);
const SEARCHES = 20;

/** The day `n` days after `day` (YYYY-MM-DD). */
const daysAfter = (day, n) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

await drill('drill:instances', async (onExit) => {
  const { pg, s3, smtp, secrets, a, b } = await startRig('instances', onExit);
  const db = await pg.connect();
  onExit(() => db.end());
  const count = async (sql, params) => Number((await db.query(sql, params)).rows[0].n);

  // 1. A alone makes the demo data; saved searches (through the API) and DUE due dates (SQL) are set up.
  let t0 = Date.now();
  await a.start();
  console.log(`A started with the demo data in ${seconds(t0)} s`);
  const admin = await login(a.baseUrl, secrets.ADMIN_EMAIL, secrets.ADMIN_PASSWORD);
  const catalog = await demoCatalog(db);
  const readers = await readersWithSearches(db, a.baseUrl, secrets, SEARCHES);
  const today = await dueNotices(db, catalog, { title: 'Drill notice', count: DUE, keys: SEARCHES });
  // Billing catches up on ended periods of publications that existed then: make them older.
  await db.query(`UPDATE publications SET created_at = now() - interval '70 days'`);
  await a.kill('SIGTERM');

  // 2. Both at once: each runs the scheduler's and billing's catch-up at start; every job is sent twice more.
  t0 = Date.now();
  await Promise.all([a.start(), b.start()]);
  console.log(`A and B started together in ${seconds(t0)} s (${a.baseUrl}, ${b.baseUrl})`);
  const PgBoss = require('pg-boss');
  const boss = new PgBoss({ connectionString: pg.databaseUrl, schema: 'pgboss' });
  await boss.start();
  for (const name of ['publish-due-dates', 'billing-reports', 'open-data-export', 'deliver-alerts'])
    for (let i = 0; i < 2; i++) await boss.send(name, { reason: 'drill' });
  await boss.stop({ graceful: false });

  await until(
    async () =>
      (await count(`SELECT count(*) AS n FROM publication_dates WHERE NOT published AND date <= $1`, [
        today,
      ])) === 0,
    300_000,
    'every due date to be published',
  );
  const expectedAlerts = DUE; // each drill notice matches exactly one saved search
  await until(
    async () =>
      (await count(`SELECT count(*) AS n FROM alert_outbox WHERE delivered_at IS NOT NULL`)) >=
      expectedAlerts,
    300_000,
    'every alert to be delivered',
  );
  await until(
    async () => (await count(`SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL`)) === 0,
    120_000,
    'every e-mail to be sent',
  );
  await until(
    async () => (await count(`SELECT count(*) AS n FROM open_data_dumps`)) > 0,
    120_000,
    'the dump',
  );
  await until(
    async () =>
      (await count(`SELECT count(*) AS n FROM transparency_entries WHERE leaf_index IS NULL`)) === 0,
    120_000,
    'the log to integrate every entry',
  );
  await sleep(3000); // a second run, if any, would finish meanwhile
  console.log(`jobs done ${seconds(t0)} s after the start`);

  console.log('Jobs run once:');
  const runs = (
    await db.query(
      `SELECT count(*)::int AS runs, coalesce(sum(published_count), 0)::int AS published FROM scheduler_runs`,
    )
  ).rows[0];
  const published = await count(
    `SELECT count(*) AS n FROM date_publications dp JOIN publication_dates d ON d.id = dp.publication_date_id JOIN notices n ON n.id = d.notice_id WHERE n.title LIKE 'Drill notice %'`,
  );
  console.log(`    scheduler: ${runs.runs} runs, ${runs.published} dates published in all`);
  check(published === DUE, `scheduler: ${DUE} due dates published once each (${published} publications)`);
  const logTwice = await count(
    `SELECT count(*) AS n FROM (SELECT publication_date_id FROM transparency_entries WHERE publication_date_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1) x`,
  );
  check(logTwice === 0, `transparency: no date logged twice (${logTwice})`);
  const alerts = await count(`SELECT count(*) AS n FROM alert_outbox`);
  const alertPairs = await count(
    `SELECT count(DISTINCT (saved_search_id, notice_id, channel)) AS n FROM alert_outbox`,
  );
  check(
    alerts === expectedAlerts && alertPairs === alerts,
    `alerts: ${alerts} rows for ${expectedAlerts} matches, none twice`,
  );
  const mail = await alertMailReport(db, smtp);
  console.log(
    `    alert e-mails: ${mail.recorded} recorded, ${mail.received} received: ${mail.lost} lost, ${mail.duplicates} duplicates, ${mail.strays} unknown`,
  );
  check(mail.lost === 0 && mail.strays === 0, 'alerts: every e-mail received');
  check(
    mail.duplicates <= MAIL_DUPLICATES_ALLOWED,
    `alerts: no e-mail received twice (${mail.duplicates}; MAIL_DUPLICATES_ALLOWED=${MAIL_DUPLICATES_ALLOWED})`,
  );
  const billing = (
    await db.query(
      `SELECT count(*)::int AS reports, count(DISTINCT (publication_id, payment_period, payment_period_from))::int AS periods FROM billing_reports`,
    )
  ).rows[0];
  check(
    billing.reports > 0 && billing.reports === billing.periods,
    `billing: ${billing.reports} reports, one per publication and period`,
  );
  const dumps = await count(`SELECT count(*) AS n FROM open_data_dumps`);
  const { S3Client, ListObjectsV2Command } = require('@aws-sdk/client-s3');
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'notices', Prefix: 'open-data/' }));
  const keys = (listed.Contents ?? []).map((o) => o.Key);
  check(
    dumps === 1 && keys.length === 3 && !keys.some((k) => k.includes('partial-')),
    `open data: ${dumps} dump, files ${keys.join(', ')}`,
  );

  // 3. Sessions: made on A, valid on B; signing out on A ends it on B.
  console.log('Sessions:');
  const session = await login(a.baseUrl, secrets.ADMIN_EMAIL, secrets.ADMIN_PASSWORD);
  const onB = await http(`${b.baseUrl}${ASSUMPTIONS.session}`, { token: session });
  check(onB.status === 200, `a session made on A is valid on B (HTTP ${onB.status})`);
  const out = await http(`${a.baseUrl}${ASSUMPTIONS.logout}`, { method: 'DELETE', token: session });
  const after = await http(`${b.baseUrl}${ASSUMPTIONS.session}`, { token: session });
  check(
    out.status === 204 && after.status === 401,
    `signed out on A (HTTP ${out.status}): refused on B (HTTP ${after.status})`,
  );

  // 4. An upload through A, completed (checked against the bytes in storage) and served through B.
  console.log('Uploads:');
  const created = await http(`${a.baseUrl}${ASSUMPTIONS.notices}`, {
    method: 'POST',
    token: admin,
    json: {
      title: 'Drill upload',
      content: 'Drill upload notice',
      ...catalog,
      free: true,
      publicationDates: [{ date: daysAfter(today, 3) }],
    },
  });
  if (created.status !== 201)
    throw new Error(`create notice: HTTP ${created.status} ${JSON.stringify(created.body)}`);
  const bytes = Buffer.from(`Full text of the drill notice, ${Date.now()}.\n`);
  const upload = await http(`${a.baseUrl}${ASSUMPTIONS.notices}/${created.body.id}/attachments`, {
    method: 'POST',
    token: admin,
    json: { kind: 'content', name: 'drill.txt', contentType: 'text/plain', size: bytes.length },
  });
  if (upload.status >= 300)
    throw new Error(`upload URL: HTTP ${upload.status} ${JSON.stringify(upload.body)}`);
  const put = await fetch(upload.body.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: bytes,
  });
  check(
    put.ok,
    `bytes PUT to the upload URL A gave (${new URL(upload.body.uploadUrl).host}, HTTP ${put.status})`,
  );
  const done = await http(
    `${b.baseUrl}${ASSUMPTIONS.notices}/${created.body.id}/attachments/${upload.body.attachmentId}/complete`,
    {
      method: 'POST',
      token: admin,
    },
  );
  check(done.status === 200, `upload completed through B (HTTP ${done.status})`);
  const link = await http(
    `${b.baseUrl}${ASSUMPTIONS.notices}/${created.body.id}/files/${upload.body.attachmentId}`,
    { token: admin },
  );
  const url = new URL(link.body?.url ?? '', b.baseUrl);
  const got = Buffer.from(await (await fetch(url)).arrayBuffer());
  check(got.equals(bytes), `the file served through B is the one uploaded through A (${got.length} bytes)`);

  // 5. Rate limits: one account, one address, failures split over A and B.
  console.log('Rate limits:');
  const wrong = { email: readers[0].email, password: 'not-the-password-1' };
  const statuses = [];
  for (let i = 0; i < ASSUMPTIONS.loginPairLimit; i++) {
    const target = i % 2 ? b : a;
    statuses.push(
      (await http(`${target.baseUrl}${ASSUMPTIONS.login}`, { method: 'POST', json: wrong })).status,
    );
  }
  const nextA = (await http(`${a.baseUrl}${ASSUMPTIONS.login}`, { method: 'POST', json: wrong })).status;
  const nextB = (await http(`${b.baseUrl}${ASSUMPTIONS.login}`, { method: 'POST', json: wrong })).status;
  console.log(
    `    ${ASSUMPTIONS.loginPairLimit} failures alternating A/B: ${statuses.join(' ')}; then A ${nextA}, B ${nextB}`,
  );
  check(
    statuses.every((s) => s === 401) && nextA === 429 && nextB === 429,
    'the limit counts failures through both instances together',
  );
});
