// The visitors' benchmark's pool of searches (visitor-searches.mjs): POOL distinct searches built from a
// sample of the corpus itself, seeded and reproducible on the same corpus, ordered by popularity, and the
// Zipf stream that asks them.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { seededRng } = require('../backend/dist/demo/notice-generator.js');
const { DATE_RANGE_PRESETS } = require('@notices/common');

const pick = (rng, items) => items[Math.floor(rng() * items.length)];
const WORD = /[A-Za-z][A-Za-z']{2,}/g;
const isName = (word) => /^[A-Z][a-z]/.test(word);

/** Sampled notices (their words, publication, type, counties) and custom-field texts, in id order. */
async function readSample(db, rng, sampleSize) {
  const [{ max }] = (await db.query('SELECT coalesce(max(id), 0) AS max FROM notices')).rows;
  const ids = Array.from({ length: sampleSize }, () => 1 + Math.floor(rng() * max));
  const notices = (
    await db.query(
      `SELECT id, title, left(content, 4000) AS content, publication_id, notice_type_id, county_ids
       FROM notices WHERE id = ANY($1::int[]) AND latest_pub_date IS NOT NULL ORDER BY id`,
      [ids],
    )
  ).rows.map((n) => ({
    ...n,
    titleWords: n.title.match(WORD) ?? [],
    words: `${n.title} ${n.content}`.match(WORD) ?? [],
  }));
  const fields = (
    await db.query(
      `SELECT fv.field_id, f.notice_type_id, fv.text FROM notice_field_values fv
       JOIN notice_type_fields f ON f.id = fv.field_id
       WHERE fv.notice_id = ANY($1::int[]) AND f.field_type = 'text' AND fv.text <> ''
       ORDER BY fv.notice_id, fv.field_id`,
      [notices.map((n) => n.id)],
    )
  ).rows;
  const counties = (await db.query('SELECT id FROM counties ORDER BY id')).rows.map((r) => r.id);
  if (!notices.length) throw new Error('no public notice sampled: load a corpus first (README)');
  return { notices, fields, counties };
}

/** A run of `length` consecutive words of a notice. */
function consecutive(rng, words, length) {
  const start = Math.floor(rng() * Math.max(1, words.length - length));
  return words.slice(start, start + length).join(' ');
}

/** One search as a visitor might type it, over a sampled notice's words; null when it had none to give. */
function oneSearch(rng, sample, vocabulary) {
  const notice = pick(rng, sample.notices);
  const { words } = notice;
  const names = words.filter(isName);
  const search = {};
  const shape = rng();
  if (shape < 0.2)
    search.for = pick(rng, words); // a word as often as the corpus uses it
  else if (shape < 0.3)
    search.for = pick(rng, vocabulary); // any word, rare ones as likely as common
  else if (shape < 0.45) search.for = rng() < 0.5 ? pick(rng, names) : consecutive(rng, names, 2);
  else if (shape < 0.6) search.for = `${pick(rng, words)} ${pick(rng, words)}`;
  else if (shape < 0.65) search.for = `${pick(rng, vocabulary)} ${pick(rng, vocabulary)}`;
  else if (shape < 0.75) search.for = `"${consecutive(rng, words, 2 + Math.floor(rng() * 2))}"`;
  else if (shape < 0.8) search.for = consecutive(rng, notice.titleWords, 1 + Math.floor(rng() * 3));
  else if (shape < 0.83) search.for = `${pick(rng, words)} -${pick(rng, vocabulary)}`;
  else if (shape < 0.9 && sample.fields.length) {
    // A custom field's value (a word of it, or all of it), with its notice type as the form asks.
    const field = pick(rng, sample.fields);
    const parts = field.text.match(WORD) ?? [field.text];
    search.type = field.notice_type_id;
    search.f = field.field_id;
    search.v = rng() < 0.5 ? field.text : pick(rng, parts);
  } // else no text: filters alone
  if (search.for !== undefined && !search.for.replace(/["-]/g, '').trim()) return null;
  if (rng() < 0.5) search.dateRange = pick(rng, DATE_RANGE_PRESETS);
  if (rng() < 0.2)
    search.area =
      rng() < 0.7 && notice.county_ids.length ? pick(rng, notice.county_ids) : pick(rng, sample.counties);
  if (rng() < 0.1) search.pub = notice.publication_id;
  if (search.type === undefined && rng() < 0.15) search.type = notice.notice_type_id;
  if (rng() < 0.35) search.page = 2 + Math.floor(rng() * 4);
  return search;
}

/** The query string of a search, keys in one order (how the pool tells searches apart). */
function queryString(search) {
  const qs = new URLSearchParams();
  for (const key of ['for', 'pub', 'area', 'dateRange', 'type', 'f', 'v', 'page'])
    if (search[key] !== undefined) qs.append(key, String(search[key]));
  return qs.toString();
}

/**
 * `size` distinct searches from the words of `sampleSize` notices drawn with `seed`, in the order of their
 * popularity (rank 1 first).
 */
export async function buildPool(db, { seed, size, sampleSize }) {
  const rng = seededRng(seed);
  const sample = await readSample(db, rng, sampleSize);
  const vocabulary = [...new Set(sample.notices.flatMap((n) => n.words.map((w) => w.toLowerCase())))].sort();
  const seen = new Set();
  const pool = [];
  for (let attempt = 0; pool.length < size && attempt < size * 50; attempt++) {
    const search = oneSearch(rng, sample, vocabulary);
    if (!search) continue;
    const qs = queryString(search);
    if (seen.has(qs)) continue;
    seen.add(qs);
    pool.push(qs);
  }
  if (pool.length < size) console.log(`only ${pool.length} distinct searches could be made (POOL ${size})`);
  return { pool, sampled: sample.notices.length, words: vocabulary.length, mix: mixOf(pool) };
}

/** What share of the pool has each part (a line of the report, to see what the pool asks). */
function mixOf(pool) {
  const share = (test) => `${Math.round((100 * pool.filter(test).length) / pool.length)}%`;
  const has = (key) => (qs) => new URLSearchParams(qs).has(key);
  const parts = [
    ['text', has('for')],
    ['quoted', (qs) => new URLSearchParams(qs).get('for')?.startsWith('"')],
    ['date preset', has('dateRange')],
    ['county', has('area')],
    ['publication', has('pub')],
    ['type', has('type')],
    ['custom field', has('f')],
    ['page 2-5', has('page')],
  ];
  return parts.map(([name, test]) => `${name} ${share(test)}`).join(', ');
}

/** Ranks drawn with probability 1/rank (Zipf, s = 1), from a seeded generator: the same stream every run. */
export function zipfStream(size, seed) {
  const cumulative = new Float64Array(size);
  for (let r = 0, sum = 0; r < size; r++) cumulative[r] = sum += 1 / (r + 1);
  const rng = seededRng(seed);
  return () => {
    const u = rng() * cumulative[size - 1];
    let [lo, hi] = [0, size - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
