import { fieldValueTests, hasTrigram, type SearchContext } from './search-sql';
import type { SearchFilters } from './search-params';

describe('custom fields: which tests an index serves, so that their values may be gathered', () => {
  it('finds a trigram in a run of three letters or digits, and none in shorter words', () => {
    expect(['Smith', '460', 'Lot 46', 'Ōtsu']).toEqual(['Smith', '460', 'Lot 46', 'Ōtsu'].filter(hasTrigram));
    expect(['46', 'a b', 'J. R.', '']).toEqual(['46', 'a b', 'J. R.', ''].filter((v) => !hasTrigram(v)));
  });

  it('says a text with a trigram is served by the index, and a short text, a date or an address not', () => {
    const fieldTypes: SearchContext['fieldTypes'] = new Map([
      [1, 'text'],
      [2, 'text'],
      [3, 'date'],
      [4, 'address'],
    ]);
    const ctx: SearchContext = { today: '2026-11-29', tsquery: null, fieldTypes, widestSpanDays: null };
    const filters = {
      fields: [
        { id: 1, value: 'Kowalski' },
        { id: 2, value: '46' },
        { id: 3, value: '2026-12-01' },
        { id: 4, value: JSON.stringify({ street: 'Main' }) },
      ],
    } as SearchFilters;
    expect(fieldValueTests(filters, ctx).map((test) => test.indexed)).toEqual([true, false, false, false]);
  });
});
