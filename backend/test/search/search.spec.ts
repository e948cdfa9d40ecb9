import { SearchChanges } from '../../src/search/search-changes';
import * as searchSql from '../../src/search/search-sql';
import { TestApp } from '../support/app';
import type { TypeIds } from '../support/notice-fixtures';
import { seedNotice, seedSearchCorpus, setNow, type SearchCorpus } from '../support/search-fixtures';

describe('GET search/search', () => {
  let t: TestApp;
  let type: TypeIds;
  let otherType: TypeIds;
  let ingham: number; // publication in Ingham (33)
  let kent: number; // publication in Kent (41)
  let ids: SearchCorpus['ids'];
  const search = (q: string) => t.http.get(`/api/v1/search/search?${q}`);
  const found = async (q: string) => {
    const res = await search(q);
    expect(res.status).toBe(200);
    return res.body.result as number[];
  };
  /**
   * Changes searched rows behind the service's back, then waits for the database's notification, as a
   * reader's next search would: until it arrives, remembered answers stand (a NOTIFY follows the commit).
   */
  const write = async (sql: string, params: unknown[]) => {
    const changes = t.app.get(SearchChanges);
    await waitFor(() => changes.listening);
    const before = changes.generation;
    await t.db.query(sql, params);
    await waitFor(() => changes.generation > before);
  };

  beforeAll(async () => {
    t = await TestApp.start();
    ({ type, otherType, ingham, kent, ids } = await seedSearchCorpus(t));
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.reset());

  it('answers the cards newest first, only published notices, with an exact total', async () => {
    const res = await search('');
    expect(res.body).toMatchObject({ total: 3, totalExact: true, page: 1, per: 8 });
    expect(res.body.result).toEqual([ids.foreclosure, ids.hearing, ids.old]);
    expect(res.body.entities[ids.foreclosure]).toEqual({
      id: ids.foreclosure,
      title: 'Notice of Mortgage Foreclosure Sale',
      content: 'Default has been made by Kowalski under MCL 600.3201.',
      publication: {
        id: ingham,
        name: 'Lansing State Journal',
        publicationArea: [{ id: 33, name: 'Ingham' }],
      },
      noticeType: { id: type.id, name: expect.any(String) },
      publicationDates: ['2026-11-02', '2026-11-09'],
      attachments: [],
    });
  });

  it('full text: words, stems, phrases, or, -word, custom-field text and publication and county names', async () => {
    expect(await found('for=foreclosure')).toEqual([ids.foreclosure]);
    expect(await found('for=hearings')).toEqual([ids.hearing]);
    expect(await found('for=%22public%20hearing%22')).toEqual([ids.hearing]);
    expect(await found('for=kowalski%20or%20rezoning')).toEqual([ids.foreclosure, ids.hearing]);
    expect(await found('for=notice%20-hearing')).toEqual([ids.foreclosure]);
    expect(await found('for=jane')).toEqual([ids.foreclosure]); // custom field text
    expect(await found('for=kent')).toEqual([ids.hearing, ids.old]); // county name
    expect(await found('for=lansing%20journal')).toEqual([ids.foreclosure]); // publication name
    expect(await found('for=the')).toHaveLength(3); // stop words only: no text constraint
  });

  it.each([
    ['quotes', '"unbalanced'],
    ['operators', 'or or - -- !!! & | <->'],
    ['SQL', "'; DROP TABLE notices; --"],
    ['unicode', 'Ünïcödé 北京 🏠'],
    ['backslashes', '\\\\ \\x00 %_'],
    ['tsquery syntax', "a:* & !b | 'c'"],
    ['a NUL character', 'fore\u0000closure'],
  ])('odd text (%s) never fails', async (_, text) => {
    const res = await search(`for=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
  });

  it('filters by publications, areas and type', async () => {
    expect(await found(`pub=${kent}`)).toEqual([ids.hearing, ids.old]);
    expect(await found(`pub=${kent}&pub=${ingham}`)).toHaveLength(3);
    expect(await found('area=33')).toEqual([ids.foreclosure]);
    expect(await found('area=41&area=33')).toHaveLength(3);
    expect(await found(`type=${type.id}`)).toEqual([ids.foreclosure]);
    expect(await found(`type=${type.id}&area=41`)).toEqual([]);
  });

  it('a county no publication serves is answered empty without a walk, and found once one serves it', async () => {
    const where = jest.spyOn(searchSql, 'searchWhere');
    const washtenaw = 81;
    try {
      expect((await search(`area=${washtenaw}&page=2`)).body).toMatchObject({
        result: [],
        total: 0,
        totalExact: true,
      });
      expect(where.mock.results.every((r) => String(r.value).includes('FALSE'))).toBe(true);
      where.mockClear();
      expect(await found(`area=${washtenaw}&area=41`)).toEqual([ids.hearing, ids.old]);
      expect(await found(`pub=${kent}&area=41`)).toEqual([ids.hearing, ids.old]);
      expect(where.mock.results.some((r) => String(r.value).includes('FALSE'))).toBe(false);
      where.mockClear();
      // Kent's paper does not serve Ingham, nor Ingham's paper Kent.
      expect(await found(`pub=${kent}&area=33`)).toEqual([]);
      expect(await found(`pub=${ingham}&area=41&area=${washtenaw}`)).toEqual([]);
      expect(where.mock.results.every((r) => String(r.value).includes('FALSE'))).toBe(true);
      await write('INSERT INTO publication_counties (publication_id, county_id) VALUES ($1, $2)', [
        kent,
        washtenaw,
      ]);
      expect(await found(`area=${washtenaw}`)).toEqual([ids.hearing, ids.old]);
    } finally {
      where.mockRestore();
      await write('DELETE FROM publication_counties WHERE publication_id = $1 AND county_id = $2', [
        kent,
        washtenaw,
      ]);
    }
  });

  it('from and to: a notice whose dates enclose the range matches only by a date inside it', async () => {
    const spread = await seedNotice(t, {
      title: 'Quarterly drain assessment',
      publicationId: kent,
      typeId: otherType.id,
      dates: ['2026-09-01', '2026-09-15', '2026-09-29', { date: '2026-09-22', published: false }],
    });
    const inSeptember = (from: string, to: string) => found(`from=${from}&to=${to}&for=drain`);
    expect(await inSeptember('2026-09-10', '2026-09-20')).toEqual([spread]); // the 15th, inside
    expect(await inSeptember('2026-09-16', '2026-09-28')).toEqual([]); // only an unpublished day inside
    expect(await inSeptember('2026-08-25', '2026-09-01')).toEqual([spread]); // its oldest day
    expect(await inSeptember('2026-09-29', '2026-10-05')).toEqual([spread]); // its newest day
    expect(await inSeptember('2026-09-30', '2026-12-31')).toEqual([]);
    expect(await inSeptember('2026-01-01', '2026-08-31')).toEqual([]);
    // Its oldest day canceled: the first of September no longer finds it.
    await write(
      `UPDATE publication_dates SET published = false WHERE notice_id = $1 AND date = '2026-09-01'`,
      [spread],
    );
    expect(await inSeptember('2026-08-25', '2026-09-01')).toEqual([]);
    expect(await inSeptember('2026-08-25', '2026-09-15')).toEqual([spread]);
    // A notice spanning more days than any before it is found by a range near its oldest day, at once.
    const changes = t.app.get(SearchChanges);
    const before = changes.generation;
    const wide = await seedNotice(t, {
      title: 'Drain easement vacation',
      publicationId: kent,
      typeId: otherType.id,
      dates: ['2026-01-05', '2026-06-01'],
    });
    await waitFor(() => changes.generation > before);
    expect(await inSeptember('2026-01-01', '2026-01-10')).toEqual([wide]);
    await write('DELETE FROM publication_dates WHERE notice_id = ANY($1)', [[spread, wide]]);
    await write('DELETE FROM notices WHERE id = ANY($1)', [[spread, wide]]);
  });

  it('from and to: a notice matches when one of its published dates is in the range', async () => {
    expect(await found('from=2026-11-03&to=2026-11-09')).toEqual([ids.foreclosure]);
    expect(await found('from=2026-11-03&to=2026-11-08')).toEqual([]);
    expect(await found('from=2026-10-20&to=2026-10-20')).toEqual([ids.hearing]);
    expect(await found('to=2025-12-31')).toEqual([ids.old]);
    // ISO instants: from is the start of its Detroit day, to the end of its Detroit day.
    expect(await found('from=2026-11-09T05:00:00.000Z')).toEqual([ids.foreclosure]);
    expect(await found('to=2026-10-21T03:59:59.000Z')).toEqual([ids.hearing, ids.old]); // Oct 20, 23:59 Detroit
    expect(await found('from=2026-12-20')).toEqual([]); // pending dates do not count
  });

  const preset = async (now: string, range: string) => {
    setNow(t, now);
    return found(`dateRange=${range}`);
  };

  it('presets in Detroit time: td, tw, lw, tm, lm, tq, lq, ty, ly', async () => {
    expect(await preset('2026-11-09T15:00:00Z', 'td')).toEqual([ids.foreclosure]);
    expect(await preset('2026-11-10T04:59:00Z', 'td')).toEqual([ids.foreclosure]); // still Nov 9 in Detroit
    expect(await preset('2026-11-10T05:01:00Z', 'td')).toEqual([]);
    expect(await preset('2026-11-14T12:00:00Z', 'tw')).toEqual([ids.foreclosure]); // Sat; week Nov 8-14
    expect(await preset('2026-11-15T12:00:00Z', 'tw')).toEqual([]); // Sun starts a new week
    expect(await preset('2026-11-15T12:00:00Z', 'lw')).toEqual([ids.foreclosure]);
    expect(await preset('2026-11-30T12:00:00Z', 'tm')).toEqual([ids.foreclosure]);
    expect(await preset('2026-12-01T04:00:00Z', 'tm')).toEqual([ids.foreclosure]); // Nov 30, 23:00 Detroit
    expect(await preset('2026-12-01T12:00:00Z', 'lm')).toEqual([ids.foreclosure]);
    expect(await preset('2026-11-01T12:00:00Z', 'lm')).toEqual([ids.hearing]);
    expect(await preset('2026-12-31T12:00:00Z', 'tq')).toEqual([ids.foreclosure, ids.hearing]);
    expect(await preset('2026-09-30T12:00:00Z', 'tq')).toEqual([]);
    expect(await preset('2027-01-05T12:00:00Z', 'lq')).toEqual([ids.foreclosure, ids.hearing]);
    expect(await preset('2026-03-01T12:00:00Z', 'ty')).toEqual([ids.foreclosure, ids.hearing]);
    expect(await preset('2026-03-01T12:00:00Z', 'ly')).toEqual([ids.old]);
    expect(await preset('2027-01-01T04:59:00Z', 'ty')).toEqual([ids.foreclosure, ids.hearing]); // Dec 31 Detroit
    expect(await preset('2027-01-01T05:00:00Z', 'ly')).toEqual([ids.foreclosure, ids.hearing]);
    // all: every date, as a saved search's "Any date" sends it (the same as no range at all).
    expect(await preset('2026-11-14T12:00:00Z', 'all')).toEqual(await found(''));
    expect(await found('dateRange=all')).toHaveLength(3);
    expect((await search('dateRange=ever')).status).toBe(400);
  });

  it('weeks across daylight-saving changes', async () => {
    const spring = await seedNotice(t, {
      title: 'Spring',
      publicationId: kent,
      typeId: otherType.id,
      dates: ['2026-03-08'],
    });
    const fall = await seedNotice(t, {
      title: 'Fall',
      publicationId: kent,
      typeId: otherType.id,
      dates: ['2026-10-31'],
    });
    // 2026-03-08 is the Sunday clocks spring forward: Saturday 23:30 EST is 04:30Z, Sunday 00:30 EST is 05:30Z.
    expect(await preset('2026-03-08T04:30:00Z', 'tw')).toEqual([]);
    expect(await preset('2026-03-08T05:30:00Z', 'tw')).toEqual([spring]);
    expect(await preset('2026-03-15T03:59:00Z', 'tw')).toEqual([spring]); // Sat 23:59 EDT
    expect(await preset('2026-03-15T04:00:00Z', 'lw')).toEqual([spring]);
    // 2026-11-01 falls back: Saturday Oct 31 23:59 EDT is 03:59Z; Sunday 00:00 EDT is 04:00Z.
    expect(await preset('2026-11-01T03:59:00Z', 'tw')).toEqual([fall]);
    expect(await preset('2026-11-01T04:00:00Z', 'lw')).toEqual([fall]);
    await write('DELETE FROM publication_dates WHERE notice_id = ANY($1)', [[spring, fall]]);
    await write('DELETE FROM notices WHERE id = ANY($1)', [[spring, fall]]);
  });

  it('pages: per up to 64, a page past the end is empty with the total', async () => {
    const res = await search('per=1&page=2');
    expect(res.body).toMatchObject({ result: [ids.hearing], total: 3, page: 2, per: 1 });
    const past = await search('per=2&page=5');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ result: [], entities: {}, total: 3 });
    expect((await search('per=64')).status).toBe(200);
  });

  it.each([
    ['per=65', 'per'],
    ['per=0', 'per'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['dateRange=yesterday', 'dateRange'],
    ['from=2026-13-01', 'from'],
    ['to=tomorrow', 'to'],
    ['type=abc', 'type'],
    ['pub=x', 'pub'],
    ['area=1.5', 'area'],
    ['f=999999&v=x', 'f'],
  ])('%s → 400 with errors.%s', async (q, field) => {
    const res = await search(q);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation_failed');
    expect(res.body.errors).toHaveProperty(field);
  });

  it('a parameter the search does not know is named in the 400, like any other unknown field', async () => {
    const res = await search('for=sale&sort=date');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'validation_failed', errors: { sort: 'unknown_field' } });
  });

  it('from after to → errors.from = from_after_to', async () => {
    const res = await search('from=2026-11-10&to=2026-11-01');
    expect(res.body.errors).toEqual({ from: 'from_after_to' });
  });

  it('remembers counted totals, pages and cards only until what search shows changes', async () => {
    const changes = t.app.get(SearchChanges);
    const zanzibar = (title: string) =>
      seedNotice(t, { title, publicationId: kent, typeId: otherType.id, dates: ['2026-11-01'] });
    const total = async () => (await search('for=zanzibar&per=1')).body;
    const added = [await zanzibar('Zanzibar ferry bids'), await zanzibar('Zanzibar dock bids')];
    await waitFor(() => changes.listening);
    expect(await total()).toMatchObject({ result: [added[1]], total: 2, totalExact: true }); // full: counted
    const before = changes.generation;
    added.push(await zanzibar('Zanzibar pier bids'));
    await waitFor(() => changes.generation > before);
    // Pages too: the newest notice heads the page asked for before it existed (ids ascend with age here).
    expect(await total()).toMatchObject({ result: [added[2]], total: 3, totalExact: true });
    await write('UPDATE publication_dates SET published = false WHERE notice_id = $1', [added[2]]);
    const page = await total();
    expect(page).toMatchObject({ result: [added[1]], total: 2, totalExact: true });
    // Cards are remembered the same way: a renamed type shows on the next search.
    const [first] = page.result as number[];
    const { name } = page.entities[first].noticeType;
    await write('UPDATE notice_types SET name = $2 WHERE id = $1', [otherType.id, 'Renamed type']);
    expect((await total()).entities[first].noticeType.name).toBe('Renamed type');
    await write('UPDATE notice_types SET name = $2 WHERE id = $1', [otherType.id, name]);
    await write('DELETE FROM publication_dates WHERE notice_id = ANY($1)', [added]);
    await write('DELETE FROM notices WHERE id = ANY($1)', [added]);
    expect(await total()).toMatchObject({ result: [], total: 0, totalExact: true });
  });

  it('shows only the newest published version of a notice', async () => {
    const v1 = await seedNotice(t, {
      title: 'Zebra ordinance v1',
      publicationId: kent,
      typeId: otherType.id,
      dates: ['2026-01-05'],
    });
    expect(await found('for=zebra')).toEqual([v1]);
    const v2 = await seedNotice(t, {
      title: 'Zebra ordinance v2',
      publicationId: kent,
      typeId: otherType.id,
      dates: [{ date: '2026-12-24', published: false }],
      previousVersionId: v1,
    });
    expect(await found('for=zebra')).toEqual([v1]); // v2 never published yet
    await write('UPDATE publication_dates SET published = true WHERE notice_id = $1', [v2]);
    expect(await found('for=zebra')).toEqual([v2]);
  });
});

/** Polls a condition every 10 ms for up to 5 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('condition not met in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
