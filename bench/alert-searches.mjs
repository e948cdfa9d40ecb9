// The saved searches of the alert benchmark and the users who own them: SEARCHES searches (default 100,000)
// for 5,000 users, compiled as SavedSearchesService compiles them, written straight in SQL.
// MIX=realistic (default): what people save on a public-notice site (names, addresses, places, case kinds
// and numbers, counties; few common words). MIX=heavy: the first benchmark's mix, 1-3 words drawn from the
// generator's vocabulary, common and rare alike (millions of matches).
import { createRequire } from 'node:module';
import { seededRng } from './generate-notices.mjs';

const require = createRequire(import.meta.url);
const { FREQUENCIES_SQL, matchKeys, parseTsquery } = require('../backend/dist/saved-searches/alert-query.js');
const { generateNotice } = require('../backend/dist/demo/notice-generator.js');

export const SEARCHES = Number(process.env.SEARCHES ?? 100_000);
export const MIX = process.env.MIX ?? 'realistic';
const USERS = 5000;
/** The benchmark's users' e-mail prefix (how a clean-up finds them). */
export const EMAIL = 'bench-alerts-';

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
