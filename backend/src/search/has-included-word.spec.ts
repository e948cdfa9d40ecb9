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
