// The alert benchmark: SEARCHES saved searches (default 100,000) and NEW newly published notices (default
// 1,000), then AlertMatcher.queue (backend/dist/alerts/alert-matcher.js, the code publishing calls) inside
// one transaction, timed; prints the wall time and the number of alerts queued, rolls the transaction
// back and deletes every row it inserted (users, saved searches, notices).
// Needs the search corpus (bench/generate-notices.mjs), ANALYZEd: rare lexemes come from its statistics.
// Usage: node bench/alerts.mjs   (env: SEARCHES, NEW, DATA_DIR or DATABASE_URL)
import { createRequire } from 'node:module';
import { connect, seconds } from './db.mjs';
import { insertBatch, makeBatch, readCatalog, seededRng } from './generate-notices.mjs';

const require = createRequire(import.meta.url);
const { AlertMatcher } = require('../backend/dist/alerts/alert-matcher.js');
const { SearchService } = require('../backend/dist/search/search.service.js');
const { requiredLexemes } = require('../backend/dist/saved-searches/alert-query.js');
const { generateNotice } = require('../backend/dist/search/demo/notice-generator.js');

const SEARCHES = Number(process.env.SEARCHES ?? 100_000);
const NEW = Number(process.env.NEW ?? 1000);
const USERS = 5000;
const EMAIL = 'bench-alerts-';

/** Words people type: every distinct word of a sample of generated notices, common and rare alike. */
function vocabulary(rng) {
  const words = new Set();
  const texts = [];
  for (let i = 0; i < 300; i++) {
    const n = generateNotice(rng, { county: 'Ingham', fillerWords: 60 });
    texts.push(n.content);
    for (const w of n.content.match(/[A-Za-z][A-Za-z']{3,}/g)) words.add(w.toLowerCase());
  }
  return { words: [...words], texts };
}

/** Two neighbouring words of a text, quoted. */
function phrase(text, rng) {
  const words = text.split(/\s+/);
  const i = Math.floor(rng() * (words.length - 1));
  return `"${words[i]} ${words[i + 1]}"`;
}

/** A realistic mix: mostly 1-3 words, some phrases and filters, a few county-only, 'or' and dated ones. */
function savedSearch(rng, vocab, catalog) {
  const pick = (items) => items[Math.floor(rng() * items.length)];
  const words = (k) => Array.from({ length: k }, () => pick(vocab.words)).join(' ');
  const r = rng();
  const s = { text: null, pub: [], area: [], type: null, dateRange: null };
  if (r < 0.02) s.area = [pick(pick(catalog.pubs).county_ids)];
  else if (r < 0.025) s.text = `${words(1)} or ${words(1)}`;
  else if (r < 0.027) Object.assign(s, { text: words(1), dateRange: 'tw' });
  else if (r < 0.077) s.text = phrase(pick(vocab.texts), rng);
  else s.text = words(rng() < 0.55 ? 1 : rng() < 0.78 ? 2 : 3);
  const f = rng();
  if (s.text && f < 0.2) s.area = [pick(pick(catalog.pubs).county_ids)];
  else if (s.text && f < 0.3) s.pub = [pick(catalog.pubs).id];
  else if (s.text && f < 0.4) s.type = pick([...catalog.types.values()]).id;
  return s;
}

/** The tsquery and rarest lexeme of each distinct text, as SavedSearchesService and rarestLexeme compute them. */
async function compileTexts(db, texts) {
  const { rows } = await db.query(
    `SELECT t, q::text AS q, numnode(q) AS nodes FROM unnest($1::text[]) AS t, websearch_to_tsquery('english', t) AS q`,
    [texts],
  );
  const stats = await db.query(`SELECT e.lexeme, e.freq FROM pg_stats s,
      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs[1:array_length(s.most_common_elems::text::text[], 1)])
        AS e(lexeme, freq)
    WHERE s.tablename = 'notices' AND s.attname = 'search'`);
  const freq = new Map(stats.rows.map((r) => [r.lexeme, Number(r.freq)]));
  const compiled = new Map();
  for (const row of rows) {
    const tsquery = row.nodes > 0 ? row.q : null;
    const lexemes = tsquery ? requiredLexemes(tsquery) : null;
    const rare = lexemes ? [...lexemes].sort((a, b) => (freq.get(a) ?? 0) - (freq.get(b) ?? 0))[0] : null;
    compiled.set(row.t, { tsquery, rare });
  }
  return compiled;
}

async function insertUsers(db) {
  const { rows } = await db.query(
    `INSERT INTO users (email, roles, status, phone)
     SELECT '${EMAIL}' || i || '@example.com', 'PUBLIC_USER', 'active', CASE WHEN i % 5 = 0 THEN '+1517555' || i END
     FROM generate_series(1, $1) i RETURNING id`,
    [USERS],
  );
  return rows.map((r) => r.id);
}

async function insertSavedSearches(db, catalog) {
  const rng = seededRng(7);
  const vocab = vocabulary(rng);
  const userIds = await insertUsers(db);
  const searches = Array.from({ length: SEARCHES }, () => savedSearch(rng, vocab, catalog));
  const texts = [...new Set(searches.map((s) => s.text).filter(Boolean))];
  const compiled = await compileTexts(db, texts);
  const cols = [[], [], [], [], [], [], [], [], [], [], []];
  searches.forEach((s, i) => {
    const c = compiled.get(s.text) ?? { tsquery: null, rare: null };
    const row = [userIds[i % userIds.length], s.text, `{${s.pub}}`, `{${s.area}}`, s.type, s.dateRange];
    row.push(c.tsquery, c.rare, Boolean(s.dateRange), rng() < 0.95, rng() < 0.1);
    row.forEach((v, k) => cols[k].push(v));
  });
  await db.query(
    `INSERT INTO saved_searches (user_id, name, for_text, pub, area, type, date_range, tsquery, rare_lexeme,
       needs_row_check, enabled, text_notifications_enabled, unsubscribe_token_hash)
     SELECT u.uid, 'bench ' || coalesce(u.t, 'county'), u.t, u.pub::int[], u.area::int[], u.type, u.dr,
       u.q::tsquery, u.rare, u.check, u.enabled, u.sms, md5(random()::text) || md5(random()::text)
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[],
       $9::bool[], $10::bool[], $11::bool[]) AS u(uid, t, pub, area, type, dr, q, rare, "check", enabled, sms)`,
    cols,
  );
  await db.query('ANALYZE saved_searches');
  console.log(`${SEARCHES} saved searches (${texts.length} distinct texts) for ${USERS} users`);
}

/** NEW notices published today, through the triggers as the product writes them. */
async function insertNewNotices(db, catalog) {
  const [{ start }] = (await db.query('SELECT max(id) + 1 AS start FROM notices')).rows;
  const rng = seededRng(99);
  for (let done = 0; done < NEW; done += 500)
    await insertBatch(
      db,
      makeBatch(rng, catalog, start + done, Math.min(500, NEW - done), () => 0),
    );
  return Array.from({ length: NEW }, (_, i) => start + i);
}

/** The EntityManager AlertMatcher uses: raw queries, and the row-checked searches its query builder loads. */
function entityManager(db) {
  const query = async (sql, params) => (await db.query(sql, params)).rows;
  const builder = { joins: [], wheres: [] };
  builder.innerJoin = (table, alias, on) => (builder.joins.push(`JOIN ${table} ${alias} ON ${on}`), builder);
  builder.where = (condition) => (builder.wheres.push(condition), builder);
  builder.getMany = () =>
    query(`SELECT s.id, s.user_id AS "userId", s.for_text AS "forText", s.pub, s.area, s.date_range AS "dateRange",
        s.from_value AS "from", s.to_value AS "to", s.type, s.f, s.v, s.notifications_enabled AS "notificationsEnabled",
        s.text_notifications_enabled AS "textNotificationsEnabled"
      FROM saved_searches s ${builder.joins.join(' ')} WHERE ${builder.wheres.join(' AND ')}`);
  return { query, getRepository: () => ({ createQueryBuilder: () => builder }) };
}

async function timeMatching(db, noticeIds) {
  const matcher = new AlertMatcher(new SearchService(null, { now: () => new Date() }));
  await db.query('BEGIN');
  const t0 = Date.now();
  await matcher.queue(entityManager(db), noticeIds);
  const wall = seconds(t0);
  const { rows } = await db.query(
    `SELECT count(*)::int AS alerts, count(DISTINCT saved_search_id)::int AS searches,
       count(*) FILTER (WHERE channel = 'email')::int AS emails
     FROM alert_outbox WHERE notice_id = ANY($1::int[])`,
    [noticeIds],
  );
  await db.query('ROLLBACK');
  console.log(
    `AlertMatcher.queue: ${wall} s for ${noticeIds.length} new notices × ${SEARCHES} saved searches`,
  );
  console.log(
    `alerts queued: ${rows[0].alerts} (${rows[0].emails} e-mail) for ${rows[0].searches} saved searches`,
  );
}

async function cleanUp(db, noticeIds) {
  await db.query('DELETE FROM notices WHERE id = ANY($1::int[])', [noticeIds]);
  await db.query(`SELECT setval('notices_id_seq', (SELECT max(id) FROM notices))`);
  await db.query(`DELETE FROM users WHERE email LIKE '${EMAIL}%'`); // their saved searches cascade
}

async function main() {
  const db = await connect();
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

await main();
