import {
  decodeAddressValue,
  decodeSearchQuery,
  encodeFieldValue,
  encodeSearchQuery,
  pageDateRange,
  withAnyDate,
} from './search-query';

describe('search query codec', () => {
  it('keeps only non-empty values and repeats array keys', () => {
    expect(encodeSearchQuery({ for: ' ', pub: [1, 2], area: [3], page: 1, per: 8 })).toBe(
      'pub=1&pub=2&area=3&page=1&per=8',
    );
  });
  it('pairs f and v by position and drops empty values', () => {
    expect(encodeSearchQuery({ f: [4, 5], v: ['x', ''] })).toBe('f=4&v=x');
  });
  it('reads the first of several free-text values and converts areas to numbers', () => {
    const q = decodeSearchQuery('for=a&for=b&area=12&area=zz&dateRange=tw');
    expect(q).toEqual({ for: 'a', area: [12], dateRange: 'tw' });
  });
  it('reads a blank or malformed id as none (never id 0) and keeps field ids and values paired', () => {
    expect(decodeSearchQuery('pub=&area=%20&area=0&area=07&pub=3')).toEqual({ pub: [3] });
    expect(decodeSearchQuery('f=x&v=dropped&f=9&v=kept')).toEqual({ f: [9], v: ['kept'] });
  });
  it('encodes addresses without empty parts and decodes malformed JSON as empty', () => {
    expect(encodeFieldValue({ street: ' 1 Main ', locality: '' })).toBe('{"street":"1 Main"}');
    expect(encodeFieldValue({ street: '' })).toBeNull();
    expect(decodeAddressValue('{not json')).toEqual({});
  });
});

describe('any date (dateRange=all)', () => {
  it('is written where a range goes and is not a preset the search API reads', () => {
    expect(encodeSearchQuery({ for: 'x', area: [3], dateRange: 'all', type: 2 })).toBe(
      'for=x&area=3&dateRange=all&type=2',
    );
    expect(decodeSearchQuery('for=x&dateRange=all')).toEqual({ for: 'x' });
  });
  it("says which dates a site URL searches: a preset, all, none with from/to, else the page's week", () => {
    expect(pageDateRange('for=x&dateRange=all')).toBe('all');
    expect(pageDateRange('dateRange=lm')).toBe('lm');
    expect(pageDateRange('for=x')).toBe('tw');
    expect(pageDateRange('dateRange=zz')).toBe('tw');
    expect(pageDateRange('dateRange=all&from=2026-01-01')).toBeNull();
  });
  it('makes every date explicit in a stored query, and leaves a dated one alone', () => {
    expect(withAnyDate('for=foreclosure')).toBe('for=foreclosure&dateRange=all');
    expect(withAnyDate('for=a&area=3&type=2&f=4&v=b')).toBe('for=a&area=3&dateRange=all&type=2&f=4&v=b');
    expect(withAnyDate('')).toBe('dateRange=all');
    expect(withAnyDate('?pub=1')).toBe('pub=1&dateRange=all');
    expect(withAnyDate('for=a&dateRange=tw')).toBe('for=a&dateRange=tw');
    expect(withAnyDate('for=a&dateRange=all')).toBe('for=a&dateRange=all');
    expect(withAnyDate('from=2026-01-01&type=2')).toBe('from=2026-01-01&type=2');
  });
});
