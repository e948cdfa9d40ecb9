// The alert benchmark: SEARCHES saved searches (default 100,000) and NEW newly published notices (default
// 1,000), then, timed: AlertMatcher.queue inside one transaction, rolled back (what publishing waited for
// before issue 13); recording the fan-out batch in a committed transaction (what publishing waits for now);
// the fan-out after it (AlertFanout.run from backend/dist, its workers on a pool). Prints the times, the
// candidate pairs (search, notice sharing a match key) and the alerts queued, and deletes every row it
// inserted (users, saved searches, notices, alerts, batches).
// MIX=realistic (default): what people save on a public-notice site (names, addresses, places, case kinds
// and numbers, counties; few common words). MIX=heavy: the first benchmark's mix, 1-3 words drawn from the
// generator's vocabulary, common and rare alike (millions of matches).
// Needs the search corpus (bench/generate-notices.mjs), ANALYZEd: match keys come from its statistics.
// Usage: node bench/alerts.mjs   (env: SEARCHES, NEW, MIX, TIMEOUT, DATA_DIR or DATABASE_URL)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { connect, connectionOptions, pg, seconds } from './db.mjs';
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
const { FREQUENCIES_SQL, matchKeys, parseTsquery } = require('../backend/dist/saved-searches/alert-query.js');
const { generateNotice } = require('../backend/dist/search/demo/notice-generator.js');

const SEARCHES = Number(process.env.SEARCHES ?? 100_000);
const NEW = Number(process.env.NEW ?? 1000);
const MIX = process.env.MIX ?? 'realistic';
const USERS = 5000;
const EMAIL = 'bench-alerts-';

/** Seconds since t0, to the hundredth (one notice takes milliseconds). */
const elapsed = (t0) => ((Date.now() - t0) / 1000).toFixed(2);

const pickFrom = (rng) => (items) => items[Math.floor(rng() * items.length)];

/** Words of a sample of generated notices, common and rare alike (the heavy mix), and their texts. */
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

/**
 * Surnames and Michigan places the generator never writes. The generator knows 22 surnames and 18 places, so
 * each of its surnames is in ~4% of notices and each place in ~5%, far more than any real name or township;
 * people's saved names and places come from the wider lists below as well (most match nothing on a day).
 */
const OTHER_SURNAMES =
  `Kowalczyk Lewandowski Zielinski Szymanski Wojcik Kaminski Dabrowski Jankowski Mazur Krawczyk
  Vanderveen VanDyke Bosma DeVries Dekker Hoekstra Meyer Schmidt Schneider Fischer Weber Wagner Becker Schulz
  Hoffman Koch Richter Klein Neumann Schwarz Zimmerman Braun Krueger Hartmann Krause Lehmann Kaiser Fuchs Scholz
  Moeller Keller Vogel Sullivan Murphy Kelly O'Brien Ryan Walsh Byrne O'Connor McCarthy Doyle Gallagher Kennedy
  Lynch Murray Quinn Moran Clark Lewis Robinson Walker Allen Wright Scott Torres Nguyen Flores Adams Nelson Baker
  Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes
  Stewart Morris Morales Rogers Reed Morgan Ortiz Cooper Peterson Bailey Howard Ramos Ward Richardson Watson
  Brooks Chavez Bennett Mendoza Ruiz Hughes Alvarez Castillo Sanders Patel Myers Ross Foster Jimenez Powell
  Jenkins Russell Butler Barnes Fisher Henderson Coleman Simmons Patterson Reynolds Hamilton Graham Wallace
  Owens Marshall Harrison Gibson Ellis Stevens Tucker Porter Hunter Hicks Crawford Boyd Dixon Ramirez Burns
  Gordon Shaw Holmes Daniels Palmer Nichols Knight Ferguson Hawkins Dunn Perkins Hudson Spencer Gardner
  Stephens Payne Pierce Matthews Arnold Willis Watkins Olson Carroll Duncan Snyder Cunningham Bradley Andrews
  Harper Riley Armstrong Carpenter Weaver Lawrence Elliott Sims Austin Kelley Franklin Lawson`.split(/\s+/);
const OTHER_PLACES =
  `Meridian Township|Delhi Township|Williamston|Grand Ledge|DeWitt|St. Johns|Eaton Rapids|Holt|Haslett|
  Dimondale|Portland|Ionia|Owosso|Howell|Brighton|Fenton|Hartland|Pinckney|Chelsea|Dexter|Saline|Ypsilanti|Milan|
  Tecumseh|Adrian|Monroe|Hillsdale|Coldwater|Sturgis|Three Rivers|Niles|St. Joseph|Benton Harbor|South Haven|
  Allegan|Otsego|Plainwell|Hastings|Wayland|Zeeland|Hudsonville|Grandville|Wyoming|Kentwood|Walker|Rockford|
  Lowell|Greenville|Big Rapids|Cadillac|Ludington|Manistee|Petoskey|Charlevoix|Gaylord|Alpena|Cheboygan|
  Sault Ste. Marie|Escanaba|Houghton|Ironwood|Iron Mountain|Menominee|Mount Pleasant|Alma|Clare|Gladwin|
  West Branch|Tawas City|Oscoda|Bad Axe|Caro|Sandusky|Port Huron|Marysville|Lapeer|Imlay City|Davison|
  Grand Blanc|Flushing|Clio|Frankenmuth|Birch Run|Chesaning|Durand|Corunna|Fowlerville|Novi|Northville|Plymouth|
  Canton|Livonia|Westland|Dearborn|Southgate|Wyandotte|Trenton|Romulus|Belleville|Warren|Sterling Heights|Troy|
  Royal Oak|Ferndale|Pontiac|Waterford|Clarkston|Lake Orion|Oxford|Rochester Hills|Auburn Hills|Shelby Township|
  Clinton Township|Mount Clemens|New Baltimore|Romeo|Roseville|St. Clair Shores|Grosse Pointe|Hamtramck|
  Southfield|Farmington Hills|West Bloomfield|Bloomfield Hills|Birmingham|Milford|White Lake|Wixom|South Lyon`
    .split('|')
    .map((p) => p.trim());

/**
 * What the realistic mix draws from: people, street addresses, places, lenders and court file numbers
 * harvested from generated notices (so that they follow the generator), widened by the lists above.
 */
function realisticVocabulary(rng) {
  const pick = pickFrom(rng);
  const v = {
    given: new Set(),
    families: new Set(),
    streets: new Set(),
    places: new Set(),
    lenders: new Set(),
  };
  const files = [];
  for (let i = 0; i < 3000; i++) {
    const n = generateNotice(rng, { county: 'Ingham' });
    const f = n.fields;
    const who = f.Mortgagor ?? f['Decedent name'] ?? f.Petitioner;
    if (who) {
      const parts = who.split(' ');
      v.given.add(parts[0]);
      v.families.add(parts[parts.length - 1]);
    }
    const where = f['Property address'] ?? f.Location ?? f['Parcel address'];
    if (where) {
      const { street, locality } = JSON.parse(where);
      v.streets.add(street);
      v.places.add(locality);
    }
    const lender = / to (.+?), mortgagee/.exec(n.content);
    if (lender) v.lenders.add(lender[1].replace(/,? (Inc|N\.A)\.$/, ''));
    if (f['Court file number']) files.push(f['Court file number']);
  }
  const families = [...v.families, ...OTHER_SURNAMES];
  const given = [...v.given];
  return {
    // A first and last name, as people save their own or a relative's (without the middle initial).
    person: () => `${pick(given)} ${pick(families)}`,
    families,
    streets: [...v.streets],
    places: [...v.places, ...OTHER_PLACES],
    lenders: [...v.lenders],
    files,
    // Kinds of case people follow, as the generator words them.
    kinds: [
      'foreclosure',
      'probate',
      'estate',
      'rezoning',
      'ordinance',
      'public hearing',
      'name change',
      'sealed bids',
      'special assessment',
      'millage renewal',
      'short-term rentals',
      'marihuana',
      'fireworks',
      'solar energy',
      'water main',
      'snow removal',
      'creditors',
    ],
    common: vocabulary(rng).words,
  };
}

/** Two neighbouring words of a text, quoted. */
function phrase(text, rng) {
  const words = text.split(/\s+/);
  const i = Math.floor(rng() * (words.length - 1));
  return `"${words[i]} ${words[i + 1]}"`;
}

const emptySearch = () => ({
  text: null,
  pub: [],
  area: [],
  type: null,
  dateRange: null,
  f: [],
  v: [],
  kind: '',
});

/** The first benchmark's mix: mostly 1-3 words of the vocabulary, some phrases and filters. */
function heavySearch(rng, vocab, catalog) {
  const pick = pickFrom(rng);
  const words = (k) => Array.from({ length: k }, () => pick(vocab.words)).join(' ');
  const r = rng();
  const s = emptySearch();
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

/** The realistic mix: [share, kind, what the search holds] (bench/README.md lists them). */
function realisticKinds(rng, vocab, catalog) {
  const pick = pickFrom(rng);
  const county = () => [pick(pick(catalog.pubs).county_ids)];
  const pub = () => [pick(catalog.pubs).id];
  // The generator's types, with their first text field (a person's name for most).
  const types = [...catalog.types.values()]
    .map((t) => ({ id: t.id, field: t.fields.find((f) => f.field_type === 'text') }))
    .filter((t) => t.field);
  const kinds = [
    [0.1, 'quoted name', () => ({ text: `"${vocab.person()}"` })], // "Mary Nowak"
    [0.05, 'name in a county', () => ({ text: vocab.person(), area: county() })],
    [0.02, 'surname', () => ({ text: pick(vocab.families) })], // Wisniewski
    [0.18, 'street address', () => ({ text: pick(vocab.streets) })], // 1234 Maple Ave
    [0.06, 'court file number', () => ({ text: pick(vocab.files) })], // 22-12345-DE
    [0.08, 'place and kind', () => ({ text: `${pick(vocab.places)} ${pick(vocab.kinds)}` })], // Okemos rezoning
    [0.02, 'place', () => ({ text: pick(vocab.places) })], // East Lansing
    [0.1, 'kind in a county', () => ({ text: pick(vocab.kinds), area: county() })], // foreclosure
    [0.03, 'kind in a paper', () => ({ text: pick(vocab.kinds), pub: pub() })],
    [0.02, 'lender in a county', () => ({ text: pick(vocab.lenders), area: county() })],
    [0.01, 'county only', () => ({ area: county() })],
    [0.003, 'paper only', () => ({ pub: pub() })],
    [0.003, 'type in a county', () => ({ type: pick(types).id, area: county() })],
    [0.007, 'common word in a county', () => ({ text: pick(vocab.common), area: county() })], // public
    [0.0005, 'common word', () => ({ text: pick(vocab.common) })],
    [0.005, 'or', () => ({ text: `${pick(vocab.families)} or ${pick(vocab.families)}` })],
    [0.005, 'negation', () => ({ text: `${pick(vocab.kinds)} -${pick(vocab.places)}`, area: county() })],
    [0.002, 'dated', () => ({ text: pick(vocab.kinds), area: county(), dateRange: 'tw' })],
    [
      0.002,
      'custom field',
      () => {
        const type = pick(types);
        return { type: type.id, f: [type.field.id], v: [pick(vocab.families)] };
      },
    ],
    [0.00005, 'everything', () => ({})],
  ];
  // The rest: a first and last name (the most common saved search).
  const rest = 1 - kinds.reduce((sum, [share]) => sum + share, 0);
  return [[rest, 'name', () => ({ text: vocab.person() })], ...kinds];
}

function realisticSearch(rng, vocab, catalog) {
  vocab.kindsTable ??= realisticKinds(rng, vocab, catalog);
  let r = rng();
  const [, kind, make] = vocab.kindsTable.find(([share]) => (r -= share) < 0) ?? vocab.kindsTable[0];
  return { ...emptySearch(), kind, ...make() };
}

/** The tsquery and match keys of each distinct search, as SavedSearchesService computes them. */
async function compileSearches(db, searches) {
  const texts = [...new Set(searches.map((s) => s.text).filter(Boolean))];
  const { rows } = await db.query(
    `SELECT t, q::text AS q, numnode(q) AS nodes FROM unnest($1::text[]) AS t, websearch_to_tsquery('english', t) AS q`,
    [texts],
  );
  const tsquery = new Map(rows.map((r) => [r.t, r.nodes > 0 ? r.q : null]));
  const lexemes = new Set();
  const collect = (node) =>
    'lexeme' in node
      ? lexemes.add(node.lexeme)
      : node.arg
        ? collect(node.arg)
        : (collect(node.left), collect(node.right));
  for (const q of tsquery.values()) if (q) collect(parseTsquery(q));
  const stats = await db.query(FREQUENCIES_SQL, [[...lexemes]]);
  const freq = new Map(stats.rows.map((r) => [r.key, Number(r.freq)]));
  return searches.map((s) => {
    const q = s.text ? tsquery.get(s.text) : null;
    return { tsquery: q, ...matchKeys({ ...s, tsquery: q }, (k) => freq.get(k) ?? 0) };
  });
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

export async function insertSavedSearches(db, catalog) {
  const rng = seededRng(7);
  const [vocab, make] =
    MIX === 'heavy' ? [vocabulary(rng), heavySearch] : [realisticVocabulary(rng), realisticSearch];
  const userIds = await insertUsers(db);
  const searches = Array.from({ length: SEARCHES }, () => make(rng, vocab, catalog));
  const compiled = await compileSearches(db, searches);
  const cols = Array.from({ length: 15 }, () => []);
  searches.forEach((s, i) => {
    const c = compiled[i];
    const row = [userIds[i % userIds.length], s.text, `{${s.pub}}`, `{${s.area}}`, s.type, s.dateRange];
    row.push(`{${s.f}}`, JSON.stringify(s.v), c.tsquery, JSON.stringify(c.matchKeys), c.matchExact);
    row.push(
      Boolean(s.dateRange || s.f.length),
      rng() < 0.95,
      rng() < 0.1,
      `bench ${s.kind || s.text || 'filters'}`,
    );
    row.forEach((v, k) => cols[k].push(v));
  });
  await db.query(
    `INSERT INTO saved_searches (user_id, name, for_text, pub, area, type, date_range, f, v, tsquery, match_keys,
       match_exact, needs_row_check, enabled, text_notifications_enabled, unsubscribe_token_hash)
     SELECT u.uid, u.name, u.t, u.pub::int[], u.area::int[], u.type, u.dr,
       u.f::int[], ARRAY(SELECT jsonb_array_elements_text(u.v::jsonb)), u.q::tsquery,
       ARRAY(SELECT jsonb_array_elements_text(u.keys::jsonb)), u.exact, u.check, u.enabled, u.sms,
       md5(random()::text) || md5(random()::text)
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::bool[], $12::bool[], $13::bool[], $14::bool[], $15::text[])
       AS u(uid, t, pub, area, type, dr, f, v, q, keys, exact, "check", enabled, sms, name)`,
    cols,
  );
  await db.query('ANALYZE saved_searches');
  const distinct = new Set(searches.map((s) => s.text)).size;
  console.log(`${SEARCHES} saved searches, ${MIX} mix (${distinct} distinct texts) for ${USERS} users`);
}

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

  // Before (up to issue 13): the whole matcher inside the publishing transaction, one statement after another.
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
