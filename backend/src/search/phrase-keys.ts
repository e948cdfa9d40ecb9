/*
 * A phrase's keys in the phrase index (migration PhraseKeys, ADR 029): each notice holds a key for every
 * pair of lexemes at adjacent positions of its vector, and a phrase asks for the keys of its own adjacent
 * pairs. Only pairs every match must hold are asked for, so the keys narrow the candidates and never
 * change the answer; the search reference test compares what they find with plain queries.
 */

/** One token of a compiled tsquery's text: a quoted lexeme (as written) or an operator. */
type Token =
  | { kind: 'lexeme'; quoted: string; plain: boolean }
  | { kind: 'phrase'; distance: number }
  | { kind: 'and' | 'or' | 'not' | 'open' | 'close' };

/**
 * The tokens of a tsquery as PostgreSQL writes it (`'code' <-> 'ordin' & !'bid'`); null on anything
 * else. A lexeme keeps its quotes and escapes (`''`, `\`), which a tsvector's text reads alike.
 */
export function tsqueryTokens(tsquery: string): Token[] | null {
  const tokens: Token[] = [];
  let at = 0;
  while (at < tsquery.length) {
    const char = tsquery[at];
    if (char === ' ') at += 1;
    else if (char === "'") {
      let end = at + 1;
      for (; end < tsquery.length; end += 1) {
        if (tsquery[end] === '\\') end += 1;
        else if (tsquery[end] === "'" && tsquery[end + 1] === "'") end += 1;
        else if (tsquery[end] === "'") break;
      }
      if (end >= tsquery.length) return null;
      // A weight or prefix (`'a':*`, `'a':AB`) matches more than the lexeme at a position: no pair.
      const suffix = /^:[*A-D]+/.exec(tsquery.slice(end + 1))?.[0] ?? '';
      tokens.push({ kind: 'lexeme', quoted: tsquery.slice(at, end + 1), plain: !suffix });
      at = end + 1 + suffix.length;
    } else {
      const phrase = /^<(-|\d+)>/.exec(tsquery.slice(at));
      const single = { '&': 'and', '|': 'or', '!': 'not', '(': 'open', ')': 'close' } as const;
      if (phrase) {
        tokens.push({ kind: 'phrase', distance: phrase[1] === '-' ? 1 : Number(phrase[1]) });
        at += phrase[0].length;
      } else if (char in single) {
        tokens.push({ kind: single[char as keyof typeof single] });
        at += 1;
      } else return null;
    }
  }
  return tokens;
}

/**
 * The adjacent pairs (quoted lexemes) that every notice matching `tsquery` holds: those of the phrases
 * ANDed at its top level, two plain lexemes joined by `<->`. None when the query has an `or` (a match may
 * hold the other side only), and none from a negated or parenthesized part.
 */
export function requiredPairs(tsquery: string): Array<[string, string]> {
  const tokens = tsqueryTokens(tsquery);
  if (!tokens || tokens.some((token) => token.kind === 'or')) return [];
  const parts: Token[][] = [[]];
  for (const token of tokens)
    if (token.kind === 'and') parts.push([]);
    else parts[parts.length - 1].push(token);
  const pairs = new Map<string, [string, string]>();
  for (const part of parts) {
    if (part.some((token) => token.kind !== 'lexeme' && token.kind !== 'phrase')) continue;
    for (let i = 2; i < part.length; i += 2) {
      const [left, op, right] = [part[i - 2], part[i - 1], part[i]];
      if (left.kind !== 'lexeme' || op.kind !== 'phrase' || right.kind !== 'lexeme') break;
      if (op.distance === 1 && left.plain && right.plain)
        pairs.set(`${left.quoted} ${right.quoted}`, [left.quoted, right.quoted]);
    }
  }
  return [...pairs.values()];
}

/**
 * Whether the pairs of `tsquery` (requiredPairs) hold every lexeme it asks for: each part ANDed at its
 * top level is a chain of two or more plain lexemes joined by `<->`, or an excluded part (`!'a'`,
 * `!( … )`), and at least one is a chain. Such a text is then left out of the index's scan, its keys
 * standing for it, and only rechecked notice by notice (SearchContext.textByKeys).
 */
export function pairsHoldText(tsquery: string): boolean {
  const tokens = tsqueryTokens(tsquery);
  if (!tokens || tokens.some((token) => token.kind === 'or')) return false;
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'open') depth += 1;
    if (token.kind === 'close') depth -= 1;
    if (token.kind === 'and' && depth === 0) parts.push([]);
    else parts[parts.length - 1].push(token);
  }
  let chains = 0;
  for (const part of parts) {
    if (isExcluded(part)) continue;
    if (!isPairChain(part)) return false;
    chains += 1;
  }
  return chains > 0;
}

/** `!'a'` or `!( … )` with its closing parenthesis last. */
function isExcluded(part: Token[]): boolean {
  if (part[0]?.kind !== 'not') return false;
  if (part.length === 2) return part[1].kind === 'lexeme';
  return part[1]?.kind === 'open' && part[part.length - 1].kind === 'close';
}

/** `'a' <-> 'b' <-> …`: plain lexemes, every one of them adjacent to the next. */
function isPairChain(part: Token[]): boolean {
  if (part.length < 3 || part.length % 2 === 0) return false;
  return part.every((token, i) =>
    i % 2 === 0 ? token.kind === 'lexeme' && token.plain : token.kind === 'phrase' && token.distance === 1,
  );
}

/**
 * A tsvector's text holding each pair at adjacent positions and no other adjacent lexemes (each pair two
 * positions apart from the next), for `notice_phrase_keys()` to key as it keys a notice's vector. Null
 * when there is no pair.
 */
export function pairsVector(pairs: Array<[string, string]>): string | null {
  if (!pairs.length) return null;
  return pairs.map(([a, b], i) => `${a}:${3 * i + 1} ${b}:${3 * i + 2}`).join(' ');
}
