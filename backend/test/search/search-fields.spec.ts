import * as searchSql from '../../src/search/search-sql';
import { SearchPages } from '../../src/search/search-pages';
import { TestApp } from '../support/app';
import { seedSearchCorpus, type SearchCorpus } from '../support/search-fixtures';

/** GET search/search by custom-field values: each field type's test, and the two plans that answer it. */
describe('GET search/search by custom fields', () => {
  let t: TestApp;
  let type: SearchCorpus['type'];
  let ids: SearchCorpus['ids'];
  const found = async (q: string) => {
    const res = await t.http.get(`/api/v1/search/search?${q}`);
    expect(res.status).toBe(200);
    return res.body.result as number[];
  };

  beforeAll(async () => {
    t = await TestApp.start();
    ({ type, ids } = await seedSearchCorpus(t));
  });
  afterAll(() => t.close());

  it('custom fields: text contains, date and dateTime by Detroit day, address parts', async () => {
    const q = (f: number, v: string) => found(`f=${f}&v=${encodeURIComponent(v)}`);
    expect(await q(type.text, 'kowal')).toEqual([ids.foreclosure]);
    expect(await q(type.text, 'KOWALSKI')).toEqual([ids.foreclosure]);
    expect(await q(type.text, 'smith')).toEqual([]);
    expect(await q(type.text, '%')).toEqual([]);
    expect(await q(type.date, '2026-12-01')).toEqual([ids.foreclosure]);
    expect(await q(type.date, '2026-12-02')).toEqual([]);
    expect(await q(type.dateTime, '2026-12-01')).toEqual([ids.foreclosure]);
    expect(await q(type.dateTime, String(Date.parse('2026-12-01T17:00:00Z')))).toEqual([ids.foreclosure]);
    expect(await q(type.dateTime, '2026-12-02')).toEqual([]);
    expect(await q(type.address, JSON.stringify({ street: 'main', postalCode: '48933' }))).toEqual([
      ids.foreclosure,
    ]);
    expect(await q(type.address, JSON.stringify({ street: 'main', locality: 'Detroit' }))).toEqual([]);
    expect(await q(type.address, '{not json')).toHaveLength(3); // malformed: no constraint
    expect(await found(`f=${type.text}&f=${type.date}&v=jane&v=2026-12-01`)).toEqual([ids.foreclosure]);
    expect(await found(`f=${type.text}&v=`)).toHaveLength(3); // empty value: no constraint
    expect(await found(`f=${type.text}&v=kowal%00ski`)).toEqual([]); // NUL read as a space: never a 500
  });

  it('custom fields in one type: the page is walked in date order first when their values are dense', async () => {
    const pages = t.app.get(SearchPages);
    const pageIds = jest.spyOn(pages, 'ids');
    try {
      expect(await found(`type=${type.id}&f=${type.text}&v=kowal`)).toEqual([ids.foreclosure]);
      expect(pageIds.mock.calls.at(-1)?.[5]).toMatchObject({ walk: true });
      // Without a type, the values' share of the notices walked is not known: the planner chooses.
      expect(await found(`f=${type.text}&v=kowal`)).toEqual([ids.foreclosure]);
      expect(pageIds.mock.calls.at(-1)?.[5]).toMatchObject({ walk: false });
    } finally {
      pageIds.mockRestore();
    }
  });

  it('custom fields: the same answers probed notice by notice or gathered through their values', async () => {
    const queries = [
      `f=${type.text}&v=kowal`,
      `type=${type.id}&f=${type.text}&v=jane`,
      `area=33&f=${type.text}&v=smith`,
      `f=${type.text}&f=${type.date}&v=jane&v=2026-12-01`,
      `f=${type.dateTime}&v=2026-12-01`,
      `area=41&f=${type.text}&v=jane`,
    ];
    const choice = jest.spyOn(searchSql, 'fieldsByProbe');
    try {
      choice.mockReturnValue(true);
      const probed = await Promise.all(queries.map(found));
      choice.mockReturnValue(false);
      const gathered = await Promise.all(queries.map(found));
      const f = ids.foreclosure;
      expect(probed).toEqual([[f], [f], [], [f], [f], []]);
      expect(gathered).toEqual(probed);
      expect(choice).toHaveBeenCalledTimes(2 * queries.length);
    } finally {
      choice.mockRestore();
    }
  });

  it('custom fields: a test no index serves counts as reading every value when choosing to probe', async () => {
    const choice = jest.spyOn(searchSql, 'fieldsByProbe');
    try {
      // "ja" and "zz" have no trigram; "kowal" has.
      for (const value of ['ja', 'zz', 'kowal']) await found(`f=${type.text}&v=${value}`);
      const [plan] = await t.db.query<Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>>(
        'EXPLAIN (FORMAT JSON) SELECT 1 FROM notice_field_values fv WHERE true',
      );
      const everyValue = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
      const fewest = choice.mock.calls.map(([, values]) => values);
      expect(fewest.slice(0, 2)).toEqual([
        everyValue / searchSql.VALUES_READ_PER_PROBE,
        everyValue / searchSql.VALUES_READ_PER_PROBE,
      ]);
      expect(fewest[2]).not.toBe(everyValue / searchSql.VALUES_READ_PER_PROBE);
    } finally {
      choice.mockRestore();
    }
  });
});
