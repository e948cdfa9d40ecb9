import type { EntityManager } from 'typeorm';

/** A tsquery as PostgreSQL prints it (`'a' & ( 'b' | !'c' ) <-> 'd':*A`), as a tree. */
export type TsNode =
  | { lexeme: string; prefix: boolean; weights: string }
  | { op: '!'; arg: TsNode }
  | { op: '&' | '|' | '<->'; left: TsNode; right: TsNode };

/**
 * Parses tsquery_out's text: quoted lexemes (`''` and `\x` escapes) with an optional `:*` and weights, `!`,
 * `<->`/`<N>`, `&`, `|` (binding in that order, tightest first) and parentheses.
 */
export function parseTsquery(text: string): TsNode {
  let i = 0;
  const fail = (): never => {
    throw new Error(`unexpected tsquery text at ${i}: ${text}`);
  };
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const operand = (): TsNode => {
    skip();
    if (text[i] === '!') {
      i++;
      return { op: '!', arg: operand() };
    }
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i++] !== ')') fail();
      return inner;
    }
    if (text[i++] !== "'") fail();
    let lexeme = '';
    for (;;) {
      if (i >= text.length) fail();
      const c = text[i++];
      if (c === '\\') lexeme += text[i++];
      else if (c !== "'") lexeme += c;
      else if (text[i] === "'") lexeme += text[i++];
      else break;
    }
    let prefix = false;
    let weights = '';
    if (text[i] === ':') {
      i++;
      for (; /[*A-Da-d]/.test(text[i] ?? ''); i++)
        if (text[i] === '*') prefix = true;
        else weights += text[i];
    }
    return { lexeme, prefix, weights };
  };
  const phrase = (): TsNode => {
    let left = operand();
    for (skip(); /^<(-|\d+)>/.test(text.slice(i)); skip()) {
      i = text.indexOf('>', i) + 1;
      left = { op: '<->', left, right: operand() };
    }
    return left;
  };
  const and = (): TsNode => {
    let left = phrase();
    for (skip(); text[i] === '&'; skip()) {
      i++;
      left = { op: '&', left, right: phrase() };
    }
    return left;
  };
  const or = (): TsNode => {
    let left = and();
    for (skip(); text[i] === '|'; skip()) {
      i++;
      left = { op: '|', left, right: and() };
    }
    return left;
  };
  const tree = or();
  skip();
  if (i < text.length) fail();
  return tree;
}

/** How often a key occurs among notices (0-1, from the planner's statistics; 0 when not listed: rare). */
export type KeyFrequency = (key: string) => number;

/**
 * Match keys (see `matchKeys`) of a text query: lexemes one of which every matching vector holds, or null
 * when a match needs no particular lexeme (a negation, or an 'or' with such a side). An 'and' or a phrase
 * needs all its sides: the rarer side's keys serve. A prefix lexeme matches lexemes it does not equal: no key.
 * `exact`: holding any of the keys is a match (the query is one plain lexeme, or an 'or' of them).
 */
function textKeys(node: TsNode, freq: KeyFrequency): { keys: string[]; cost: number; exact: boolean } | null {
  if ('lexeme' in node) {
    if (node.prefix) return null;
    // A key with a space or '*' could meet a filter key below; lexemes of the default parser have neither.
    const plain = !node.weights && !/[ *]/.test(node.lexeme);
    return { keys: [node.lexeme], cost: freq(node.lexeme), exact: plain };
  }
  if (node.op === '!') return null;
  const left = textKeys(node.left, freq);
  const right = textKeys(node.right, freq);
  if (node.op === '|') {
    if (!left || !right) return null;
    const keys = [...new Set([...left.keys, ...right.keys])];
    return { keys, cost: left.cost + right.cost, exact: left.exact && right.exact };
  }
  const best = !left ? right : !right ? left : right.cost < left.cost ? right : left;
  return best && { ...best, exact: false };
}

/** What decides whether a notice can match a saved search, as stored on it. */
export interface SearchShape {
  tsquery: string | null;
  pub: number[];
  area: number[];
  type: number | null;
}

/** The match keys of a saved search and whether holding one of them satisfies its text (see the migration). */
export interface MatchKeys {
  matchKeys: string[];
  matchExact: boolean;
}

export const countyKey = (id: number) => `county ${id}`;
export const pubKey = (id: number) => `pub ${id}`;
export const typeKey = (id: number) => `type ${id}`;
/** The key every notice has: for searches with no text and no filter. */
export const EVERY_NOTICE = '*';

/**
 * The alert matcher pairs a new notice with a saved search only when they share a match key; the full
 * conditions are checked after. A notice's keys are its lexemes, `county N` for each of its counties,
 * `pub N`, `type N` and `*`. A search's keys are those of whichever of its conditions is rarest by the
 * statistics (every match must hold one of them): its text's lexemes (one required lexeme, or one per side of
 * an 'or'), its counties, its publications or its type; `*` when it has none of these.
 * On equal frequencies (no statistics) text comes first, then area, publication, type.
 */
export function matchKeys(s: SearchShape, freq: KeyFrequency): MatchKeys {
  const options: Array<{ keys: string[]; cost: number; exact: boolean }> = [];
  const text = s.tsquery ? textKeys(parseTsquery(s.tsquery), freq) : null;
  if (text) options.push(text);
  const filter = (keys: string[]) =>
    options.push({ keys, cost: keys.reduce((sum, k) => sum + freq(k), 0), exact: false });
  if (s.area.length) filter([...new Set(s.area)].map(countyKey));
  if (s.pub.length) filter([...new Set(s.pub)].map(pubKey));
  if (s.type !== null) filter([typeKey(s.type)]);
  const best = options.reduce<(typeof options)[number] | null>(
    (a, b) => (!a || b.cost < a.cost ? b : a),
    null,
  );
  if (!best) return { matchKeys: [EVERY_NOTICE], matchExact: false };
  return { matchKeys: best.keys, matchExact: best.exact };
}

/**
 * Key frequencies from the statistics of notices: lexemes from search's most_common_elems (kept wide by the
 * statistics target 10000; an absent lexeme is rarer than any listed), counties from county_ids', publications
 * and types from their columns' most_common_vals.
 */
export const FREQUENCIES_SQL = `
  SELECT e.key, e.freq FROM pg_stats s,
    unnest(s.most_common_elems::text::text[],
           s.most_common_elem_freqs[1:array_length(s.most_common_elems::text::text[], 1)]) AS e(key, freq)
  WHERE s.tablename = 'notices' AND s.attname = 'search' AND e.key = ANY($1::text[])
  UNION ALL
  SELECT CASE s.attname WHEN 'county_ids' THEN 'county ' WHEN 'publication_id' THEN 'pub ' ELSE 'type ' END || e.v,
    e.freq
  FROM pg_stats s, LATERAL (SELECT coalesce(s.most_common_elems, s.most_common_vals)::text::text[]) AS v(vals),
    unnest(v.vals, (coalesce(s.most_common_elem_freqs, s.most_common_freqs))[1:array_length(v.vals, 1)]) AS e(v, freq)
  WHERE s.tablename = 'notices' AND s.attname IN ('county_ids', 'publication_id', 'notice_type_id')`;

/** A search's match keys, with the frequencies of what it could key on read from the statistics. */
export async function matchKeysOf(m: EntityManager, s: SearchShape): Promise<MatchKeys> {
  const lexemes = s.tsquery ? lexemesOf(parseTsquery(s.tsquery)) : [];
  const rows = await m.query<Array<{ key: string; freq: number }>>(FREQUENCIES_SQL, [lexemes]);
  const freq = new Map(rows.map((r) => [r.key, Number(r.freq)]));
  return matchKeys(s, (key) => freq.get(key) ?? 0);
}

function lexemesOf(node: TsNode): string[] {
  if ('lexeme' in node) return [node.lexeme];
  if (node.op === '!') return lexemesOf(node.arg);
  return [...lexemesOf(node.left), ...lexemesOf(node.right)];
}
