import { decodeAddressValue, decodeSearchQuery, encodeFieldValue, encodeSearchQuery } from './search-query';

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
