/** One operand of a compiled tsquery: a quoted lexeme ('' for a quote, \\ for a backslash inside). */
const LEXEME = String.raw`'((?:[^'\\]|''|\\.)*)'`;
/** A conjunct that is one phrase: lexemes joined by <-> or <N>, with no weight, prefix or negation. */
const PHRASE = new RegExp(String.raw`^${LEXEME}(?: <(?:-|\d+)> ${LEXEME})+$`);
const OPERAND = new RegExp(LEXEME, 'g');
const JOINT = /'\s<(-|\d+)>\s'/g;

const unquote = (quoted: string) => quoted.replace(/''/g, "'").replace(/\\(.)/g, '$1');

/**
 * The pairs of lexemes a compiled tsquery (websearch_to_tsquery's text) requires at adjacent positions:
 * those joined by `<->` in a phrase that the whole query requires (a top-level AND of it). Nothing from a
 * query with an OR, and nothing from a negated or grouped part: a notice need not hold those pairs. The
 * search index keys each notice's adjacent pairs (migration SearchPhraseKeys), so the pairs narrow the
 * candidates a phrase is tested on.
 */
export function phrasePairs(tsquery: string): Array<[string, string]> {
  if (tsquery.includes(' | ')) return [];
  const pairs: Array<[string, string]> = [];
  for (const part of topLevelConjuncts(tsquery)) {
    if (!PHRASE.test(part)) continue;
    const lexemes = [...part.matchAll(OPERAND)].map((m) => unquote(m[1]));
    const joints = [...part.matchAll(JOINT)].map((m) => m[1]);
    joints.forEach((joint, i) => {
      if (joint === '-') pairs.push([lexemes[i], lexemes[i + 1]]);
    });
  }
  return pairs;
}

/** The parts of `a & b & c` outside quotes and parentheses. */
function topLevelConjuncts(tsquery: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < tsquery.length; i++) {
    const c = tsquery[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === "'" && tsquery[i + 1] === "'") i++;
      else if (c === "'") quoted = false;
    } else if (c === "'") quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && tsquery.startsWith(' & ', i)) {
      parts.push(tsquery.slice(start, i));
      start = i + 3;
      i += 2;
    }
  }
  parts.push(tsquery.slice(start));
  return parts;
}
