// Loads N realistic Michigan notices (default 1,000,000) into the product's database (see db.mjs), after
// creating what they need when it is missing: 60 publications over 1-3 of the 83 counties and 20 notice
// types with the custom fields of the generator's types. Text comes from the generator DEMO_DATA uses
// (backend/dist/demo/notice-generator.js: run `npm run build -w backend` first).
// Each notice has 1-4 weekly published dates, the newest within 10 years (recent ones more common).
// Rows go in 2,000 at a time through unnest arrays on two connections, triggers off
// (session_replication_role = replica) with the search columns computed in the same INSERT as
// notice_search_vector() and notice_refresh_search() do; the search GIN index is rebuilt once at the
// end, then VACUUM ANALYZE.
// Usage: [SEED=42] node bench/generate-notices.mjs [count]; run again with another SEED to add more notices
// (the same seed would repeat the texts and dates already loaded).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { connect, seconds } from './db.mjs';

const require = createRequire(import.meta.url);
const { generateNotice, seededRng } = require('../backend/dist/demo/notice-generator.js');

const BATCH = 2000;
const WORKERS = 2;
const PUBLICATIONS = 60;
const EXTRA_TYPES = [
  'Emergency Notice',
  'Tax Sale',
  'Election Notice',
  'Budget Hearing',
  'Meeting Minutes',
  'Storage Lien Sale',
  'Abandoned Vehicle',
  'Bridge Closure',
  'Liquor License',
  'Drain Assessment',
  'Request for Proposals',
  'Summons',
  'Environmental Notice',
];
const PAPER = ['Herald', 'News', 'Gazette', 'Press', 'Record', 'Times', 'Courier', 'Enterprise'];

const day = (offsetDays) => new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function ensurePublications(db, rng) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM publications')).rows;
  if (n > 0) return;
  const counties = (await db.query('SELECT id, name FROM counties ORDER BY id')).rows;
  for (let i = 0; i < PUBLICATIONS; i++) {
    const first = Math.floor(rng() * counties.length);
    const area = counties.slice(first, first + 1 + Math.floor(rng() * 3));
    const name = `${area[0].name} County ${PAPER[i % PAPER.length]}`;
    const {
      rows: [{ id }],
    } = await db.query(
      `INSERT INTO publications (name, website, payment_method, payment_period, mailing_address,
         billing_address, main_contact, billing_contact)
       VALUES ($1, $2, 'MANUAL', 'MONTH', '{}', '{}', '{}', '{}') RETURNING id`,
      [name, `https://example.com/pub${i + 1}`],
    );
    for (const c of area)
      await db.query('INSERT INTO publication_counties (publication_id, county_id) VALUES ($1, $2)', [
        id,
        c.id,
      ]);
  }
}

/** The generator's seven types (fields as it fills them) and thirteen more: twenty in all. */
export async function ensureNoticeTypes(db, rng) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM notice_types')).rows;
  if (n > 0) return;
  const samples = new Map();
  for (let i = 0; i < 500; i++) {
    const notice = generateNotice(rng, { county: 'Ingham' });
    samples.set(notice.typeName, notice.fields);
  }
  for (const [typeName, fields] of [...samples, ...EXTRA_TYPES.map((t) => [t, {}])]) {
    const {
      rows: [{ id }],
    } = await db.query('INSERT INTO notice_types (name) VALUES ($1) RETURNING id', [typeName]);
    let position = 0;
    for (const [name, value] of Object.entries(fields))
      await db.query(
        'INSERT INTO notice_type_fields (notice_type_id, name, field_type, position) VALUES ($1, $2, $3, $4)',
        [id, name, value.startsWith('{') ? 'address' : 'text', position++],
      );
  }
}

export async function readCatalog(db) {
  const pubs = (
    await db.query(`SELECT p.id, p.name, array_agg(c.id ORDER BY c.id) AS county_ids,
        array_agg(c.name ORDER BY c.id) AS counties
      FROM publications p JOIN publication_counties pc ON pc.publication_id = p.id
      JOIN counties c ON c.id = pc.county_id GROUP BY p.id ORDER BY p.id`)
  ).rows;
  const fields = (
    await db.query(`SELECT t.id AS type_id, t.name AS type_name, f.id, f.name, f.field_type
      FROM notice_types t LEFT JOIN notice_type_fields f ON f.notice_type_id = t.id`)
  ).rows;
  const types = new Map();
  for (const f of fields) {
    if (!types.has(f.type_name)) types.set(f.type_name, { id: f.type_id, fields: [] });
    if (f.id) types.get(f.type_name).fields.push(f);
  }
  return { pubs, types };
}

/** Days ago of a notice's newest date: within 10 years, newer notices more common. */
const tenYears = (rng) => Math.floor(rng() ** 1.5 * 3650);

/** One batch as column arrays: notices, their custom-field values and their published dates. */
export function makeBatch(rng, catalog, firstId, size, daysAgo = tenYears) {
  const b = { notice: [[], [], [], [], [], [], [], [], [], []], field: [[], [], [], []], date: [[], []] };
  for (let i = 0; i < size; i++) {
    const id = firstId + i;
    const pub = catalog.pubs[Math.floor(rng() * catalog.pubs.length)];
    const county = pub.counties[Math.floor(rng() * pub.counties.length)];
    const n = generateNotice(rng, { county, fillerWords: 150 + Math.floor(rng() * 250) });
    const type = catalog.types.get(n.typeName);
    const latest = daysAgo(rng);
    const fieldText = [];
    for (const f of type.fields) {
      const value = n.fields[f.name];
      if (!value) continue;
      const address = f.field_type === 'address' ? value : null;
      b.field[0].push(id);
      b.field[1].push(f.id);
      b.field[2].push(address ? null : value);
      b.field[3].push(address);
      fieldText.push(address ? Object.values(JSON.parse(address)).join(' ') : value);
    }
    const weeksBefore = Math.floor(rng() * 4);
    for (let k = weeksBefore; k >= 0; k--) {
      b.date[0].push(id);
      b.date[1].push(day(latest + 7 * k));
    }
    const row = [id, n.title, n.content, pub.id, type.id, day(latest)];
    row.push(`{${pub.county_ids.join(',')}}`, fieldText.join(' '), `${pub.name} ${pub.counties.join(' ')}`);
    row.push(day(latest + 7 * weeksBefore));
    row.forEach((v, c) => b.notice[c].push(v));
  }
  return b;
}

export async function insertBatch(db, b) {
  await db.query(
    `INSERT INTO notices (id, root_id, title, content, status, publication_id, notice_type_id, free,
       latest_pub_date, first_pub_date, county_ids, search, phrase_keys)
     SELECT u.id, u.id, u.title, u.content, 'P', u.pub, u.type, true, u.latest, u.first, u.counties::int[],
       v.search, notice_phrase_keys(v.search)
     FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::date[], $7::text[], $8::text[],
       $9::text[], $10::date[]) AS u(id, title, content, pub, type, latest, counties, ftext, ptext, first)
     CROSS JOIN LATERAL (SELECT
       setweight(to_tsvector('english', u.title), 'A') || setweight(to_tsvector('english', u.content), 'B')
       || setweight(to_tsvector('english', u.ftext), 'C') || setweight(to_tsvector('english', u.ptext), 'D')
       AS search) v`,
    b.notice,
  );
  await db.query(
    `INSERT INTO notice_field_values (notice_id, field_id, text, address)
     SELECT u.n, u.f, u.t, u.a::jsonb FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS u(n, f, t, a)`,
    b.field,
  );
  await db.query(
    `WITH d AS (INSERT INTO publication_dates (notice_id, date, published, published_at)
       SELECT u.n, u.d, true, now() FROM unnest($1::int[], $2::date[]) AS u(n, d) RETURNING id)
     INSERT INTO date_publications (publication_date_id, published_at) SELECT id, now() FROM d`,
    b.date,
  );
}

async function load(count) {
  const admin = await connect();
  const rng = seededRng(Number(process.env.SEED ?? 42));
  await ensurePublications(admin, rng);
  await ensureNoticeTypes(admin, rng);
  const catalog = await readCatalog(admin);
  const [{ start }] = (await admin.query('SELECT coalesce(max(id), 0) + 1 AS start FROM notices')).rows;
  await admin.query('DROP INDEX IF EXISTS notices_search');
  const workers = [];
  for (let w = 0; w < WORKERS; w++) {
    const db = await connect();
    await db.query('SET session_replication_role = replica'); // triggers and foreign keys off
    workers.push({ db, busy: Promise.resolve() });
  }
  const t0 = Date.now();
  for (let done = 0, w = 0; done < count; done += BATCH, w = (w + 1) % WORKERS) {
    const batch = makeBatch(rng, catalog, start + done, Math.min(BATCH, count - done));
    await workers[w].busy;
    workers[w].busy = insertBatch(workers[w].db, batch);
    if ((done + BATCH) % 50_000 === 0) {
      const rate = (done + BATCH) / ((Date.now() - t0) / 1000);
      console.log(`${done + BATCH} notices, ${seconds(t0)} s (${rate.toFixed(0)}/s)`);
    }
  }
  await Promise.all(workers.map((w) => w.busy.then(() => w.db.end())));
  console.log(`inserted ${count} notices in ${seconds(t0)} s; search index…`);
  await finish(admin, t0);
  await admin.end();
}

async function finish(db, t0) {
  await db.query(`SET maintenance_work_mem = '1GB'`);
  await db.query(
    // As the PhraseKeys migration defines it: the vector, the filter keys and the phrase keys.
    `CREATE INDEX notices_search ON notices USING gin
       (search, notice_search_keys(publication_id, notice_type_id, county_ids, latest_pub_date), phrase_keys)
     WHERE latest_pub_date IS NOT NULL`,
  );
  await db.query(`SELECT setval('notices_id_seq', (SELECT max(id) FROM notices))`);
  await db.query('UPDATE publications SET notices_created = true');
  await db.query(
    'UPDATE notice_types SET notices_created = true WHERE id IN (SELECT notice_type_id FROM notices)',
  );
  console.log(`index in ${seconds(t0)} s; VACUUM ANALYZE…`);
  for (const table of ['notices', 'publication_dates', 'notice_field_values', 'date_publications'])
    await db.query(`VACUUM ANALYZE ${table}`);
  // The load ran with triggers off, so no server heard of it: drop the search totals they remember.
  await db.query(`SELECT pg_notify('search_changed', '')`);
  console.log(`done in ${seconds(t0)} s`);
}

export { seededRng };

if (import.meta.url === pathToFileURL(process.argv[1]).href) await load(Number(process.argv[2] ?? 1_000_000));
