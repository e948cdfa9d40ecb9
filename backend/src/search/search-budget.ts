import type { ReadTarget } from '../database/read-database';

/** SQLSTATE 57014 query_canceled: the statement ran past its statement_timeout. */
export function isOverBudget(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}

/** A search as the log names it: its conditions on one line and their parameters. */
export function describeSearch(where: string, params: unknown[]): string {
  return `WHERE ${where.replace(/\s+/g, ' ')} ${JSON.stringify(params)}`;
}

/** Planner switches a fallback plan may turn off for one statement. */
export type PlanSwitch = 'enable_bitmapscan' | 'enable_indexscan' | 'enable_seqscan' | 'enable_sort';

/**
 * A first walk of the date order gets this share of the budget (a page's, or a phrase's count): a walk
 * that suits the search takes 0.2-5 ms at 1M notices, and past its share the other plans still have theirs.
 */
export const WALK_BUDGET_SHARE = 1 / 10;

/**
 * A phrase's count walked in date order gets this share: it reads until the count's cap (301 matches, a
 * few thousand rows, ~11 ms with its blocks in the pool and up to three times that without), and the
 * bitmap it spares costs ~250 ms for common words at 1M notices.
 */
export const WALKED_COUNT_BUDGET_SHARE = 1 / 3;

/** The date order walked: no bitmap, and no sort to fall back on. */
export const WALK_ONLY: PlanSwitch[] = ['enable_bitmapscan', 'enable_sort'];

export interface StatementBudget {
  /** The statement's statement_timeout; 0 runs it without one of its own. */
  ms: number;
  /** Planner switches turned off for this statement only. */
  off?: PlanSwitch[];
}

/**
 * Runs one statement of a search under a time budget of its own (and plan switches), in a transaction
 * of its own on a connection of the target's pool, so the settings end with it: SET LOCAL lasts until
 * COMMIT. A target inside a caller's transaction (saved searches, alerts, signed-in writes) runs the
 * statement as it is, under that transaction's own statement_timeout.
 */
export async function runBudgeted<T>(
  target: ReadTarget,
  sql: string,
  params: unknown[],
  budget: StatementBudget,
): Promise<T[]> {
  const settings = [
    ...(budget.ms > 0 ? [`SET LOCAL statement_timeout = ${Math.round(budget.ms)}`] : []),
    ...(budget.off ?? []).map((name) => `SET LOCAL ${name} = off`),
  ];
  if (target.inTransaction || !settings.length) return target.query<T>(sql, params);
  const client = await target.pool.connect();
  let broken: Error | undefined;
  try {
    // One round trip: the settings are our own constants, never a visitor's text.
    await client.query(`BEGIN; ${settings.join('; ')}`);
    const { rows } = await client.query<T & object>(sql, params);
    await client.query('COMMIT');
    return rows as T[];
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
    throw error;
  } finally {
    // A connection that cannot even roll back is closed rather than handed to the next search.
    client.release(broken);
  }
}
