import { hasPhrase } from './search-sql';
import { hasIncludedWord } from './search.service';

describe('a compiled text that asks for some word', () => {
  it.each([
    ["'board'", true],
    ["'o' <-> 'keef'", true],
    ["'said' & !'section'", true],
    ["!'appear'", false],
    ["!'a' & !'b'", false],
    ["!'o''keef' & 'smith'", true],
  ])('%s: %s', (tsquery, expected) => expect(hasIncludedWord(tsquery)).toBe(expected));
});

describe('a compiled text that holds a phrase', () => {
  it.each([
    ["'o' <-> 'keef'", true],
    ["'michigan' <2> 'lot'", true],
    ["'said' & !'section'", false],
    ["'a<->b' & 'c'", false], // inside a lexeme: no operator
    ["'board' | 'council' <-> 'meet'", true],
  ])('%s: %s', (tsquery, expected) => expect(hasPhrase(tsquery)).toBe(expected));
});
