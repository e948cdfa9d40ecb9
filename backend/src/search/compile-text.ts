import { phrasePairs } from './phrase-pairs';

/** A search text as PostgreSQL reads it: its tsquery and the index keys its phrases require. */
export interface CompiledText {
  /** websearch_to_tsquery's answer as text; null when there is no text or it holds no lexeme. */
  tsquery: string | null;
  /** The index keys of the word pairs the text's phrases require (bigints as text); often none. */
  phraseKeys: string[];
}

export const NO_TEXT: CompiledText = { tsquery: null, phraseKeys: [] };

type Query = <T>(sql: string, params: unknown[]) => Promise<T[]>;

/**
 * Compiles a search text (the service, and the benchmarks through backend/dist): websearch_to_tsquery
 * accepts any text, and a query of stop words only is no text constraint. A phrase's adjacent pairs
 * (phrase-pairs.ts) are keyed by the same SQL function that keys the notices.
 */
export async function compileText(query: Query, text: string): Promise<CompiledText> {
  const [row] = await query<{ q: string; nodes: number }>(
    `SELECT q::text AS q, numnode(q) AS nodes FROM websearch_to_tsquery('english', $1) AS q`,
    [text],
  );
  const tsquery = row && row.nodes > 0 ? row.q : null;
  const pairs = tsquery ? phrasePairs(tsquery) : [];
  if (!pairs.length) return { tsquery, phraseKeys: [] };
  const [{ keys }] = await query<{ keys: string[] }>(
    `SELECT array_agg(DISTINCT notice_pair_key(a, b))::text[] AS keys FROM unnest($1::text[], $2::text[]) AS t(a, b)`,
    [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
  );
  return { tsquery, phraseKeys: keys };
}
