import { TestApp } from '../support/app';
import { createNoticeType } from '../support/notice-fixtures';
import { seedNotice } from '../support/search-fixtures';

/**
 * Totals and deep pages over 10,100 bulk notices: the planner's estimate above its threshold, the capped
 * count, its extrapolation, the deep-page bound and the sitemap's size. Apart from search.spec.ts, whose
 * handful of notices each test counts on.
 */
describe('GET search/search over ten thousand notices', () => {
  let t: TestApp;
  const search = (q: string) => t.http.get(`/api/v1/search/search?${q}`);

  beforeAll(async () => {
    t = await TestApp.start();
    const type = await createNoticeType(t);
    const otherType = await createNoticeType(t);
    const ingham = (await t.createPublication({ name: 'Lansing State Journal', countyIds: [33] })).id;
    const kent = (await t.createPublication({ name: 'Grand Rapids Press', countyIds: [41] })).id;
    await seedNotice(t, {
      title: 'Notice of Mortgage Foreclosure Sale',
      content: 'Default has been made by Kowalski under MCL 600.3201.',
      publicationId: ingham,
      typeId: type.id,
      dates: ['2026-11-02', '2026-11-09'],
    });
    // Bulk rows with their search columns set directly (triggers off), as bench/generate-notices.mjs loads.
    await t.db.transaction(async (m) => {
      await m.query('SET LOCAL session_replication_role = replica');
      await m.query(
        `INSERT INTO notices (title, content, status, publication_id, notice_type_id, latest_pub_date, county_ids,
           search, phrase_keys)
         SELECT 'Bulk ' || g, 'bulk', 'P', $1, $2, '2024-01-01', '{41}', v.search, notice_phrase_keys(v.search)
         FROM generate_series(1, 10100) g
         CROSS JOIN LATERAL (SELECT to_tsvector('english', CASE WHEN g <= 600 THEN 'bulk common middling twin'
           WHEN g <= 2000 THEN 'bulk common' ELSE 'bulk' END) AS search) v`,
        [kent, otherType.id],
      );
      // Triggers off means no change notification either: say it, as the benchmark's loader does.
      await m.query(`SELECT pg_notify('search_changed', '')`);
    });
    // VACUUM too, as autovacuum would: it moves the bulk rows out of the text index's pending list, which
    // the planner prices as a full read.
    await t.db.query('VACUUM ANALYZE notices');
  });
  afterAll(() => t.close());

  it('deep pages beyond the bound ask for a more specific search', async () => {
    const res = await search('per=8&page=1252');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('more_specific_search_required');
    const first = await search('per=8');
    expect(first.body.total).toBeGreaterThan(10000);
    expect(first.body.totalExact).toBe(false);
    const narrow = await search('for=foreclosure');
    expect(narrow.body).toMatchObject({ total: 1, totalExact: true });
    // Estimated above SEARCH_COUNT_ESTIMATE_ABOVE (1,000): the planner's estimate, nothing counted.
    // (Counted, 2,000 would be exact: below the count's cap.)
    const broad = await search('for=common&per=8');
    expect(broad.body.totalExact).toBe(false);
    expect(broad.body.total).toBeGreaterThan(1_500);
    expect(broad.body.total).toBeLessThan(2_500);
    // Two words always together, which the planner takes for independent (600 × 600 / 12,100: about 30):
    // counted, the count stops at its cap (EXACT_COUNT_LIMIT, 300) and its bitmap's 600 candidates answer,
    // all of which matched in the rows it read.
    const together = await search('for=middling twin&per=8');
    expect(together.body).toMatchObject({ total: 600, totalExact: false });
    // A word without another always beside it: 1,400 match, and the planner, taking them for independent,
    // estimates about 1,900. An empty page past the 1,400 is counted, never answered with the estimate.
    const without = await search('for=common -middling&per=64&page=25');
    expect(without.body.result).toEqual([]);
    expect(without.body.total).toBeLessThanOrEqual(64 * 24);
    expect(without.body.total).toBeGreaterThan(1_000);
  });

  it('sitemap lists public notices newest first', async () => {
    const res = await t.http.get('/api/v1/search/sitemap?page=1');
    expect(res.status).toBe(200);
    expect(res.body.per).toBe(10000);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(res.body.total).toBeGreaterThan(10000);
  });
});
