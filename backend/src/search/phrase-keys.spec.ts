import { pairsHoldText, pairsVector, requiredPairs, tsqueryTokens } from './phrase-keys';

describe('phrase keys: the adjacent pairs every match of a compiled text holds', () => {
  it('takes each adjacent pair of a phrase, and none across a gap a stop word left', () => {
    expect(requiredPairs("'code' <-> 'ordin' <-> 'regard'")).toEqual([
      ["'code'", "'ordin'"],
      ["'ordin'", "'regard'"],
    ]);
    expect(requiredPairs("'code' <2> 'ordin' <-> 'regard'")).toEqual([["'ordin'", "'regard'"]]);
  });

  it("takes the pairs of every phrase ANDed, and a word's own part gives none", () => {
    expect(requiredPairs("'a' <-> 'b' & 'c' & 'd' <-> 'e'")).toEqual([
      ["'a'", "'b'"],
      ["'d'", "'e'"],
    ]);
    expect(requiredPairs("'bond' & 'sidewalk'")).toEqual([]);
  });

  it('asks for nothing a match may lack: an or, a negated phrase, a prefix or a weight', () => {
    expect(requiredPairs("'a' <-> 'b' | 'c'")).toEqual([]);
    expect(requiredPairs("'w' & !( 'a' <-> 'b' )")).toEqual([]);
    expect(requiredPairs("'a' <-> 'b' & !'c'")).toEqual([["'a'", "'b'"]]);
    expect(requiredPairs("'a':* <-> 'b' <-> 'c'")).toEqual([["'b'", "'c'"]]);
    expect(requiredPairs("'a' <-> 'b':A")).toEqual([]);
  });

  it('keeps a lexeme as written, quotes and escapes included, and repeats a pair once', () => {
    expect(tsqueryTokens("'o''brien' <-> 'a\\'b'")).toEqual([
      { kind: 'lexeme', quoted: "'o''brien'", plain: true },
      { kind: 'phrase', distance: 1 },
      { kind: 'lexeme', quoted: "'a\\'b'", plain: true },
    ]);
    expect(requiredPairs("'a' <-> 'b' & 'a' <-> 'b'")).toEqual([["'a'", "'b'"]]);
    expect(tsqueryTokens("'unclosed")).toBeNull();
    expect(tsqueryTokens("'a' ~ 'b'")).toBeNull();
  });

  it('writes the pairs two positions apart, so that no other pair stands adjacent', () => {
    expect(
      pairsVector([
        ["'a'", "'b'"],
        ["'b'", "'c'"],
      ]),
    ).toBe("'a':1 'b':2 'b':4 'c':5");
    expect(pairsVector([])).toBeNull();
  });

  it('lets the keys stand for the text only when its pairs hold every word it asks for', () => {
    expect(pairsHoldText("'date' <-> 'describ' <-> 'person'")).toBe(true);
    expect(pairsHoldText("'a' <-> 'b' & 'c' <-> 'd'")).toBe(true);
    expect(pairsHoldText("'a' <-> 'b' & !'c'")).toBe(true);
    expect(pairsHoldText("'a' <-> 'b' & !( 'c' <-> 'd' )")).toBe(true);
    // A word of its own, a gap a stop word left, a prefix, an or, or nothing but exclusions.
    expect(pairsHoldText("'a' <-> 'b' & 'c'")).toBe(false);
    expect(pairsHoldText("'code' <2> 'ordin' <-> 'regard'")).toBe(false);
    expect(pairsHoldText("'a':* <-> 'b'")).toBe(false);
    expect(pairsHoldText("'a' <-> 'b' | 'c' <-> 'd'")).toBe(false);
    expect(pairsHoldText("!'a'")).toBe(false);
    expect(pairsHoldText("'a'")).toBe(false);
  });
});
