import { describe, expect, it } from 'vitest';
import { fromUrlFilters, listSearch, parseListSearch, toApiFilters } from './listQuery';

const DEFAULTS = { perPage: 25, sort: 'id', order: 'DESC' as const };

describe('toApiFilters', () => {
  it('splits the operator suffix off the column; a bare key means $eq', () => {
    expect(toApiFilters({ email_cont: 'ann', status: 'A' })).toEqual({
      email: { $cont: 'ann' },
      status: { $eq: 'A' },
    });
  });

  it('prefers the longest operator: not_eq over eq, cont_any over cont', () => {
    expect(toApiFilters({ roles_not_eq: 'X', title_cont_any: 'a b' })).toEqual({
      roles: { $not_eq: 'X' },
      title: { $cont_any: 'a b' },
    });
  });

  it('keeps a column that merely is an operator name as a column', () => {
    expect(toApiFilters({ in: 'x' })).toEqual({ in: { $eq: 'x' } });
  });

  it('merges two operators of one column and drops empty values', () => {
    expect(
      toApiFilters({ createdAt_gteq: '2026-01-01', createdAt_lteq: '2026-02-01', name: '', roles_in: [] }),
    ).toEqual({ createdAt: { $gteq: '2026-01-01', $lteq: '2026-02-01' } });
  });
});

describe('fromUrlFilters', () => {
  it('reads scalar, list and range parameters back into the flat filter', () => {
    const params = new URLSearchParams(
      'filters[email][$cont]=ann&filters[status][$eq]=A&filters[roles][$in][]=A&filters[roles][$in][]=B' +
        '&filters[date][$between][from]=2026-01-01&filters[date][$between][to]=2026-01-31&page=2',
    );
    expect(fromUrlFilters(params)).toEqual({
      email_cont: 'ann',
      status: 'A',
      roles_in: ['A', 'B'],
      date_between: { from: '2026-01-01', to: '2026-01-31' },
    });
  });
});

describe('listSearch and parseListSearch', () => {
  it('round-trip a list state through the query string', () => {
    const state = {
      page: 3,
      perPage: 50,
      sort: 'email',
      order: 'ASC' as const,
      filter: { email_cont: 'ann', roles_in: ['SYSTEM_ADMIN', 'PUBLIC_USER'], status: 'A' },
    };
    const search = listSearch(state);
    expect(search).toContain('page=3');
    expect(search).toContain('per=50');
    expect(search).toContain('_sort=email');
    expect(search).toContain('_order=ASC');
    expect(parseListSearch(search, DEFAULTS)).toEqual(state);
  });

  it('writes no sort order without a sort column', () => {
    const search = listSearch({ page: 1, perPage: 10, sort: '', order: 'ASC', filter: {} });
    expect(search).toBe('page=1&per=10');
  });

  it('falls back to the defaults for missing or invalid page, per and order', () => {
    expect(parseListSearch('?page=0&per=abc&_order=sideways', DEFAULTS)).toEqual({
      page: 1,
      perPage: 25,
      sort: 'id',
      order: 'DESC',
      filter: {},
    });
    expect(parseListSearch('page=-2&per=2.5', DEFAULTS)).toMatchObject({ page: 1, perPage: 25 });
  });
});
