// What every drill shares: the product's surface it relies on (ASSUMPTIONS, HTTP, sign-in, users and API
// clients made for it), waiting, and its scratch folder. The rig is in rig.mjs: a PostgreSQL cluster of its
// own (postgres.mjs), s3rver and an SMTP catcher (services.mjs), and the built product started as the README
// says for production without Docker (instance.mjs); reporting is in report.mjs. Loopback only.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../bench/product.mjs';

/** Where the built product is, and a free port: the bench's helpers, which the drills share. */
export { freePort, ROOT } from '../bench/product.mjs';

const require = createRequire(import.meta.url);
/** common's role values; read after the build (a fresh clone has no common/dist until then). */
export const systemRoles = () => require('../common/dist/index.js').SystemRoles;
export const pg = require('pg');

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

/**
 * `count` readers (reader<i>@example.org, the administrator's password), each with one saved search for the
 * word `drillkey<i>`, made through the API of the instance at `baseUrl`; answers the readers.
 */
export async function readersWithSearches(db, baseUrl, secrets, count) {
  const emails = Array.from({ length: count }, (_, i) => `reader${i}@example.org`);
  const readers = await addUsers(db, secrets.ADMIN_EMAIL, systemRoles().PUBLIC_USER, emails);
  for (const [i, reader] of readers.entries()) {
    const token = await login(baseUrl, reader.email, secrets.ADMIN_PASSWORD);
    const r = await http(`${baseUrl}${ASSUMPTIONS.savedSearches}`, {
      method: 'POST',
      token,
      json: { name: `key ${i}`, for: `drillkey${i}` },
    });
    if (r.status !== 201) throw new Error(`saved search: HTTP ${r.status} ${JSON.stringify(r.body)}`);
  }
  return readers;
}

/**
 * `count` scheduled notices titled `<title> <n>` (in the demo `catalog`), the n-th naming `drillkey<n % keys>`
 * (the readers' searches), each with one date due today in Detroit: the scheduler's work. Answers today.
 */
export async function dueNotices(db, { publicationId, noticeTypeId }, { title, count, keys }) {
  const today = (await db.query(`SELECT (now() AT TIME ZONE 'America/Detroit')::date::text AS d`)).rows[0].d;
  await db.query(
    `INSERT INTO notices (title, content, status, publication_id, notice_type_id, free)
     SELECT $5::text || ' ' || g, $5::text || ' notice ' || g || ' names drillkey' || (g % $3), 'S', $1, $2, true
     FROM generate_series(1, $4) g`,
    [publicationId, noticeTypeId, keys, count, title],
  );
  await db.query(`UPDATE notices SET root_id = id WHERE root_id IS NULL`);
  await db.query(
    `INSERT INTO publication_dates (notice_id, date) SELECT id, $1 FROM notices WHERE title LIKE $2::text || ' %'`,
    [today, title],
  );
  return today;
}

/** Removes the work folder unless KEEP=1 (or the drill failed: then it is kept and named). */
export function cleanup(dir, failed) {
  if (failed || process.env.KEEP === '1') console.log(`work folder kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
