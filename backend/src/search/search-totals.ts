import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import { describeSearch, isOverBudget, runBudgeted } from './search-budget';
import { SearchChanges, UntilChanged } from './search-changes';

/** A count stops here; above it the planner's estimate is answered (SEARCH-NOTES.md). */
export const EXACT_COUNT_LIMIT = 10_000;

export interface SearchCount {
  total: number;
  exact: boolean;
}

/**
 * How many notices a search matches. Exact while cheap: the planner's estimate first (~0.5 ms); at or
 * below SEARCH_COUNT_ESTIMATE_ABOVE a count capped at EXACT_COUNT_LIMIT + 1; above it (or when the capped
 * count overflows) the estimate, marked inexact. Counting reads one row per match, ~50 µs each from the
 * file cache at 1M notices: `county act` last month was estimated at 10,358 and its count of 10,001 took
 * 1.4 s, cut at the budget after 300 ms, where the estimate alone answers in 1 ms. Counting is most of a
 * search's cost and totals change only when public notices do, so each total is remembered until the next committed change (SearchChanges). A capped
 * count that outlasts SEARCH_STATEMENT_BUDGET_MS (a phrase of common words rechecks every candidate) is
 * cancelled and the estimate answered instead, inexact, with the search named in the log.
 */
@Injectable()
export class SearchTotals {
  private readonly logger = new Logger('Search');
  private readonly remembered: UntilChanged<string, SearchCount>;
  private readonly budgetMs: number;
  private readonly estimateAbove: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig, changes: SearchChanges) {
    this.remembered = new UntilChanged(changes, config.searchTotalsCache);
    this.budgetMs = config.searchStatementBudgetMs;
    this.estimateAbove = config.searchCountEstimateAbove;
  }

  count(m: ReadTarget, where: string, params: unknown[]): Promise<SearchCount> {
    const key = `${where}\n${JSON.stringify(params)}`;
    return this.remembered.through(key, () => this.countNow(m, where, params), m);
  }

  private async countNow(m: ReadTarget, where: string, params: unknown[]): Promise<SearchCount> {
    const [plan] = await m.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM notices n WHERE ${where}`,
      params,
    );
    const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
    if (estimate > this.estimateAbove) return { total: estimate, exact: false };
    let total: number;
    try {
      [{ total }] = await runBudgeted<{ total: number }>(
        m,
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM notices n WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) s`,
        params,
        { ms: this.budgetMs },
      );
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      this.logger.warn(
        `Search count over its ${this.budgetMs} ms budget; answered the estimate ${estimate}: ${describeSearch(where, params)}`,
      );
      return { total: estimate, exact: false };
    }
    if (total > EXACT_COUNT_LIMIT) return { total: Math.max(estimate, total), exact: false };
    return { total, exact: true };
  }
}
