import type { EntityManager } from 'typeorm';

/**
 * The lexemes of a tsquery's text ('a' & 'b' <-> 'c'), or null when the query has an 'or' or a negation:
 * then no single lexeme is required by every match and the alert matcher cannot join on one.
 */
export function requiredLexemes(tsquery: string): string[] | null {
  const lexemes: string[] = [];
  const rest = tsquery.replace(/'((?:[^']|'')*)'(:\*?[A-D]*)?/g, (_, word: string) => {
    lexemes.push(word.replace(/''/g, "'"));
    return ' ';
  });
  if (/[|!]/.test(rest)) return null;
  return lexemes.length ? lexemes : null;
}

/**
 * The least frequent of the required lexemes, by the statistics of notices.search (most_common_elems,
 * kept wide by the statistics target 10000): a lexeme absent from them is rarer than any listed one.
 */
export async function rarestLexeme(m: EntityManager, tsquery: string | null): Promise<string | null> {
  if (!tsquery) return null;
  const lexemes = requiredLexemes(tsquery);
  if (!lexemes) return null;
  const rows = await m.query<Array<{ lexeme: string; freq: number }>>(
    `SELECT e.lexeme, e.freq FROM pg_stats s,
       unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs[1:array_length(s.most_common_elems::text::text[], 1)])
         AS e(lexeme, freq)
     WHERE s.tablename = 'notices' AND s.attname = 'search' AND e.lexeme = ANY($1::text[])`,
    [lexemes],
  );
  const freq = new Map(rows.map((r) => [r.lexeme, Number(r.freq)]));
  return [...lexemes].sort((a, b) => (freq.get(a) ?? 0) - (freq.get(b) ?? 0))[0];
}
