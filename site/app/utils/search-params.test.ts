import { describe, expect, it } from 'vitest';
import {
  canonicalSearch,
  fieldInputName,
  isPageSize,
  NAMED_KEY,
  readPageState,
  savedIdentity,
  searchIdentity,
  stateSearch,
} from './search-params';

const canonical = (search: string) => canonicalSearch(new URLSearchParams(search));

describe('readPageState', () => {
  it('reads the query and the trimmed, non-blank extras', () => {
    const state = readPageState(new URLSearchParams('for=well&pub=2&name=+Mine+&searchBgColor=&page=2'));
    expect(state).toEqual({ query: { for: 'well', pub: [2], page: 2 }, extras: { name: 'Mine' } });
  });

  it('asks for every date only with dateRange=all and no explicit date', () => {
    expect(readPageState(new URLSearchParams('dateRange=all')).anyDate).toBe(true);
    expect(readPageState(new URLSearchParams('dateRange=all&from=2026-01-01')).anyDate).toBeUndefined();
    expect(readPageState(new URLSearchParams('dateRange=tw')).anyDate).toBeUndefined();
  });
});

describe('stateSearch', () => {
  it('writes the query, the overrides and the extras after it', () => {
    const state = { query: { for: 'x', page: 2 }, extras: { name: 'N' } };
    expect(stateSearch(state, { page: 3 })).toBe('?for=x&page=3&name=N');
  });

  it('keeps dateRange=all only while no range or date is chosen', () => {
    expect(stateSearch({ query: {}, extras: {}, anyDate: true })).toBe('?dateRange=all');
    expect(stateSearch({ query: {}, extras: {}, anyDate: true }, { dateRange: 'lw' })).toBe('?dateRange=lw');
    expect(stateSearch({ query: {}, extras: {}, anyDate: true }, { to: '2026-02-01' })).toBe(
      '?to=2026-02-01',
    );
  });

  it('is empty for an empty search', () => {
    expect(stateSearch({ query: {}, extras: {} })).toBe('');
  });
});

describe('canonicalSearch', () => {
  it('drops blank values', () => {
    expect(canonical('for=+&area=3&type=&mode=')).toBe('?area=3');
  });

  it('turns the form’s custom-field inputs into f/v pairs, addresses as JSON, empty ones left out', () => {
    const params = new URLSearchParams(
      canonical('type=5&cf.7=hello&cf.8.street=Main&cf.8.locality=Lansing&cf.8.bogus=x&cf.9=+'),
    );
    expect(params.get('type')).toBe('5');
    expect(params.getAll('f')).toEqual(['7', '8']);
    expect(params.getAll('v')).toEqual(['hello', JSON.stringify({ street: 'Main', locality: 'Lansing' })]);
    expect([...params.keys()].some((key) => key.startsWith('cf.'))).toBe(false);
  });

  it('drops custom-field values without a notice type', () => {
    expect(canonical('cf.7=hello')).toBe('');
    expect(canonical('f=7&v=hello&for=x')).toBe('?for=x');
  });

  it('lets explicit dates win over a range preset, and over dateRange=all', () => {
    expect(canonical('dateRange=tw&from=2026-01-01')).toBe('?from=2026-01-01');
    expect(canonical('dateRange=all&to=2026-01-31')).toBe('?to=2026-01-31');
    expect(canonical('dateRange=all')).toBe('?dateRange=all');
  });

  it('keeps only the offered page sizes', () => {
    expect(canonical('per=10')).toBe('');
    expect(canonical('per=16')).toBe('?per=16');
  });

  it('keeps a saved search’s name while its search is unchanged', () => {
    const named = savedIdentity({ query: { for: 'x' }, extras: {} });
    expect(canonical(`for=x&name=Mine&${NAMED_KEY}=${encodeURIComponent(named)}`)).toBe('?for=x&name=Mine');
    expect(canonical(`for=y&name=Mine&${NAMED_KEY}=${encodeURIComponent(named)}`)).toBe('?for=y');
  });

  it('keeps other keys (a window’s, noticeId) as they came', () => {
    expect(canonical('mode=login&for=x&noticeId=5')).toBe('?for=x&mode=login&noticeId=5');
  });
});

describe('search identities', () => {
  it('ignore paging', () => {
    expect(searchIdentity({ for: 'x', page: 3, per: 16 })).toBe(searchIdentity({ for: 'x' }));
  });

  it('read no range and no dates as this week, and tell every date apart', () => {
    const plain = { query: { for: 'x' }, extras: {} };
    expect(savedIdentity(plain)).toBe(savedIdentity({ ...plain, query: { for: 'x', dateRange: 'tw' } }));
    expect(savedIdentity({ ...plain, anyDate: true })).not.toBe(savedIdentity(plain));
    expect(savedIdentity({ ...plain, query: { for: 'x', from: '2026-01-01' } })).not.toContain('dateRange');
  });
});

describe('small helpers', () => {
  it('accepts only the listed page sizes', () => {
    expect([4, 8, 16, 32, 64].every(isPageSize)).toBe(true);
    expect([undefined, 0, 10, 100].some(isPageSize)).toBe(false);
  });

  it('names custom-field inputs, address parts with a suffix', () => {
    expect(fieldInputName(7)).toBe('cf.7');
    expect(fieldInputName(7, 'street')).toBe('cf.7.street');
  });
});
