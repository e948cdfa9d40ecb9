import { readSearchFilters } from './search-params';
import { estimateBasis, searchWhere, type SearchContext } from './search-sql';

const context = (tsquery: string): SearchContext => ({
  today: '2026-11-27',
  tsquery,
  fieldTypes: new Map(),
  widestSpanDays: 14,
});

describe("the statement a search's count is estimated on", () => {
  const filters = readSearchFilters({ for: 'name', type: '7', area: '18', dateRange: 'lm' }, {});

  it('is the search without the index keys that repeat its filters', () => {
    const runs = searchWhere(filters, context("'name'"), []);
    const basis = estimateBasis(filters, context("'name'"));
    expect(runs).toMatch(/notice_search_keys/);
    expect(basis?.where).not.toMatch(/notice_search_keys/);
    for (const condition of [
      /n\.search @@/,
      /n\.notice_type_id = /,
      /n\.county_ids && /,
      /n\.latest_pub_date >= /,
    ])
      expect(basis?.where).toMatch(condition);
  });

  it('leaves a phrase to the search as it runs', () => {
    expect(estimateBasis(filters, context("'describ' <-> 'parcel'"))).toBeNull();
  });
});
