import { Logger } from '@nestjs/common';
import type { QueryRunner } from 'typeorm';
import { EXACT_COUNT_LIMIT } from '../../src/search/search.service';
import { TestApp } from '../support/app';
import { loadCorpus } from '../support/search-reference-corpus';
import { generateSearches, NOWS, queryString, type GeneratedSearch } from './search-reference-searches';
import { setNow } from '../support/search-fixtures';

/**
 * What the public search answers, through HTTP, equals a plain query written apart from
 * search-sql.ts, for a few hundred seeded searches drawn from a generated corpus. The reference states the
 * rules of docs/api-search.md over the rows writers fill: a chain of versions shows its newest version
 * with a published day, ordered by that version's newest published day (then id); it matches a date
 * filter when one of its published days lies in it; custom fields are read from their values. It reads
 * every table by sequential scan on a connection of its own, so no index and no search column but the
 * text vector takes part in its answer. A failure names each search that differs (its query string, its
 * instant and both id lists); SEED reproduces the corpus and the searches.
 */
const SEED = 20;
const CHAINS = 2_000;
const SEARCHES = 320;
/** Searches asked again of an app that remembers, as the product runs. */
const REMEMBERED = 120;

const REFERENCE_SQL = `
  WITH published AS ( -- each notice's newest published day
    SELECT notice_id, max(date) AS newest FROM publication_dates WHERE published GROUP BY notice_id
  ), shown AS ( -- of each chain, the newest version with a published day
    SELECT n.*, p.newest FROM notices n JOIN published p ON p.notice_id = n.id
    WHERE NOT EXISTS (
      SELECT 1 FROM notices later JOIN published lp ON lp.notice_id = later.id
      WHERE coalesce(later.root_id, later.id) = coalesce(n.root_id, n.id) AND later.version > n.version)
  ), wanted AS (
    SELECT * FROM jsonb_to_recordset($9::jsonb) AS w(id int, type text, value text)
  ), field_matches AS ( -- notices whose values match every wanted field: text contains, days in Detroit
    SELECT fv.notice_id FROM wanted w JOIN notice_field_values fv ON fv.field_id = w.id
    WHERE CASE w.type
      WHEN 'date' THEN fv.date = w.value::date
      WHEN 'dateTime' THEN (fv.date_time AT TIME ZONE 'America/Detroit')::date = CASE WHEN w.value ~ '^\\d+$'
        THEN (to_timestamp(w.value::bigint / 1000.0) AT TIME ZONE 'America/Detroit')::date ELSE w.value::date END
      WHEN 'address' THEN NOT EXISTS (SELECT 1 FROM jsonb_each_text(w.value::jsonb) part
        WHERE strpos(lower(coalesce(fv.address->>part.key, '')), lower(part.value)) = 0)
      ELSE strpos(lower(fv.text), lower(w.value)) > 0 END
    GROUP BY fv.notice_id HAVING count(*) = (SELECT count(*) FROM wanted)
  ), matches AS (
    SELECT n.id, n.newest FROM shown n
    WHERE (numnode(websearch_to_tsquery('english', coalesce($1, ''))) = 0
        OR n.search @@ websearch_to_tsquery('english', $1))
      AND (cardinality($2::int[]) = 0 OR n.publication_id = ANY($2::int[]))
      AND (cardinality($3::int[]) = 0 OR n.publication_id IN (
        SELECT publication_id FROM publication_counties WHERE county_id = ANY($3::int[])))
      AND ($4::int IS NULL OR n.notice_type_id = $4)
      AND n.id IN (SELECT notice_id FROM publication_dates WHERE published
        AND date BETWEEN $5::date AND $6::date AND date BETWEEN $7::date AND $8::date)
      AND (jsonb_array_length($9::jsonb) = 0 OR n.id IN (SELECT notice_id FROM field_matches))
  )
  SELECT (SELECT count(*)::int FROM matches) AS total, coalesce((
    SELECT array_agg(id ORDER BY newest DESC, id DESC) FROM (
      SELECT * FROM matches ORDER BY newest DESC, id DESC LIMIT $10 OFFSET $11) page), '{}') AS ids`;

/**
 * Each preset's days seen from a Detroit day, in SQL rather than through dayRange: weeks run Sunday to
 * Saturday, quarters and years are calendar ones.
 */
const PRESETS_SQL = `
  SELECT json_build_object(
    'td', json_build_array(today, today),
    'tw', json_build_array(sunday, sunday + 6),
    'lw', json_build_array(sunday - 7, sunday - 1),
    'tm', json_build_array(month, (month + interval '1 month - 1 day')::date),
    'lm', json_build_array((month - interval '1 month')::date, month - 1),
    'tq', json_build_array(quarter, (quarter + interval '3 months - 1 day')::date),
    'lq', json_build_array((quarter - interval '3 months')::date, quarter - 1),
    'ty', json_build_array(year, (year + interval '1 year - 1 day')::date),
    'ly', json_build_array((year - interval '1 year')::date, year - 1)) AS ranges
  FROM (SELECT today, today - extract(dow FROM today)::int AS sunday,
          date_trunc('month', today::timestamp)::date AS month,
          date_trunc('quarter', today::timestamp)::date AS quarter,
          date_trunc('year', today::timestamp)::date AS year
        FROM (SELECT ($1::timestamptz AT TIME ZONE 'America/Detroit')::date AS today) d) s`;

interface ReferenceAnswer {
  ids: number[];
  total: number;
}

/**
 * Every total of this corpus counted, whatever the planner estimates, so totals up to the count's cap
 * compare exactly (search.spec tests the estimates).
 */
const COUNT_EVERY_TOTAL = { searchCountEstimateAbove: Number.MAX_SAFE_INTEGER };

describe('search answers as a plain reference query does', () => {
  let t: TestApp;
  let reference: QueryRunner;
  let searches: GeneratedSearch[];
  const presets = new Map<string, Record<string, [string, string]>>();
  const expected = new Map<GeneratedSearch, ReferenceAnswer>();
  // The budget's fallbacks log a warning: the only cause of an inexact total this corpus can have.
  const warn = jest.spyOn(Logger.prototype, 'warn');

  beforeAll(async () => {
    t = await TestApp.start({
      ...COUNT_EVERY_TOTAL,
      searchTotalsCache: 0,
      searchPagesCache: 0,
      searchCardsCache: 0,
    });
    const corpus = await loadCorpus(t, SEED, CHAINS);
    searches = generateSearches(corpus, SEED, SEARCHES);
    reference = t.db.createQueryRunner();
    await reference.connect();
    for (const plan of ['indexscan', 'indexonlyscan', 'bitmapscan'])
      await reference.query(`SET enable_${plan} = off`);
    for (const now of NOWS) presets.set(now, (await reference.query(PRESETS_SQL, [now]))[0].ranges);
  }, 120_000);
  afterAll(async () => {
    warn.mockRestore();
    // The connection goes back to the app's pool: with the planner's settings it had.
    await reference?.query('RESET ALL');
    await reference?.release();
    await t?.close();
  });

  async function referenceAnswer(search: GeneratedSearch): Promise<ReferenceAnswer> {
    const known = expected.get(search);
    if (known) return known;
    const [presetFrom, presetTo] = search.dateRange
      ? presets.get(search.now)![search.dateRange]
      : ['-infinity', 'infinity'];
    const [answer] = await reference.query(REFERENCE_SQL, [
      search.text,
      search.pub,
      search.area,
      search.type,
      presetFrom,
      presetTo,
      search.from ?? '-infinity',
      search.to ?? 'infinity',
      JSON.stringify(search.fields),
      search.per,
      (search.page - 1) * search.per,
    ]);
    expected.set(search, answer);
    return answer;
  }

  /** Asks the app at the search's instant; answers what differs from the reference, or null. */
  async function mismatch(app: TestApp, search: GeneratedSearch): Promise<string | null> {
    setNow(app, search.now);
    const query = queryString(search);
    const warnings = warn.mock.calls.length;
    const res = await app.http.get(`/api/v1/search/search?${query}`);
    const budgetFired = warn.mock.calls.length > warnings;
    const want = await referenceAnswer(search);
    const got = res.body as { result: number[]; entities: object; total: number; totalExact: boolean };
    const range = search.dateRange && presets.get(search.now)![search.dateRange].join('..');
    const says = `${query} at ${search.now}${range ? ` (${search.dateRange} = ${range})` : ''}, ${search.shape}:
      expected [${want.ids}] of ${want.total}`;
    if (res.status !== 200) return `${says}\n      got ${res.status} ${JSON.stringify(res.body)}`;
    const totalRight = got.totalExact
      ? got.total === want.total
      : got.total > 0 && (want.total > EXACT_COUNT_LIMIT || budgetFired);
    const cardsRight = Object.keys(got.entities).sort().join() === got.result.map(String).sort().join();
    if (got.result.join() === want.ids.join() && totalRight && cardsRight) return null;
    const cards = cardsRight ? '' : ` with the cards of [${Object.keys(got.entities)}]`;
    return `${says}\n      got [${got.result}] of ${got.total}${got.totalExact ? '' : ' (inexact)'}${cards}`;
  }

  it(`answers ${SEARCHES} searches drawn from the notices as the reference does, with the memories off`, async () => {
    const mismatches: string[] = [];
    for (const search of searches) {
      const found = await mismatch(t, search);
      if (found) mismatches.push(found);
    }
    expect(mismatches).toEqual([]);
    // The searches mean something only if many find notices, and some fill three pages.
    const answers = searches.map((search) => expected.get(search)!);
    expect(answers.filter((answer) => answer.total > 0).length).toBeGreaterThan(SEARCHES * 0.6);
    expect(answers.filter((answer) => answer.total > 60).length).toBeGreaterThan(SEARCHES * 0.1);
  }, 120_000);

  it(`answers ${REMEMBERED} of them, each asked twice, as the reference does with the memories on`, async () => {
    const remembering = await TestApp.start({ ...COUNT_EVERY_TOTAL, databaseUrl: t.config.databaseUrl });
    try {
      const mismatches: string[] = [];
      // All once, then all again: each answer from memory comes after other searches at other instants.
      for (const ask of ['first', 'again'])
        for (const search of searches.slice(0, REMEMBERED)) {
          const found = await mismatch(remembering, search);
          if (found) mismatches.push(`${ask}: ${found}`);
        }
      expect(mismatches).toEqual([]);
    } finally {
      await remembering.close();
    }
  }, 120_000);
});
