import { phrasePairs } from './phrase-pairs';

describe('phrasePairs', () => {
  it('takes the adjacent pairs of a phrase', () => {
    expect(phrasePairs("'date' <-> 'day' <-> 'parcel'")).toEqual([
      ['date', 'day'],
      ['day', 'parcel'],
    ]);
  });

  it('skips words a stop word stands between (<2>), keeping the adjacent ones', () => {
    expect(phrasePairs("'notic' <-> 'mortgag' <2> 'sale'")).toEqual([['notic', 'mortgag']]);
    expect(phrasePairs("'properti' <2> 'lot'")).toEqual([]);
  });

  it('takes the phrases an AND requires, beside plain words', () => {
    expect(phrasePairs("'citi' & 'public' <-> 'hear' & 'zone'")).toEqual([['public', 'hear']]);
  });

  it('takes nothing from a negated phrase, a group or a query with an OR', () => {
    expect(phrasePairs("'bid' & !( 'sewer' <-> 'line' )")).toEqual([]);
    expect(phrasePairs("'public' <-> 'hear' | 'zone'")).toEqual([]);
    expect(phrasePairs("( 'a' | 'b' ) & 'c' <-> 'd'")).toEqual([]);
    expect(phrasePairs("'word'")).toEqual([]);
  });

  it('reads quotes and backslashes inside a lexeme', () => {
    expect(phrasePairs(String.raw`'o''brien' <-> 'a\\b' & 'x'`)).toEqual([["o'brien", 'a\\b']]);
  });
});
