import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import { readCountPlan, readWalkPlan, type AnalyzedNode } from './count-plan';
import {
  describeSearch,
  isOverBudget,
  runBudgeted,
  WALKED_COUNT_BUDGET_SHARE,
  WALK_ONLY,
  type PlanSwitch,
} from './search-budget';
import { SearchChanges, UntilChanged } from './search-changes';

/**
 * A count stops here; above it the total is an estimate, "about N" (SEARCH-NOTES.md). Each counted match
 * is a row read, ~100 µs from the file cache at 1M notices (matches seldom share a block): 10,000 took
 * over a second, 300 about 30 ms.
 */
export const EXACT_COUNT_LIMIT = 300;

/** The capped count's statement (the benchmarks print its plan too). */
export function cappedCountSql(where: string): string {
  return `SELECT 1 FROM notices n WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}`;
}

/** The count runs as a bitmap scan: the date-order walk and the full read are switched off. */
export const COUNT_PLAN_SWITCHES: PlanSwitch[] = ['enable_indexscan', 'enable_seqscan'];

/**
 * The capped count as the service runs it, analyzed so that its plan tells what the cap cut off
 * (count-plan.ts). The rows themselves are not sent.
 */
export function countPlanSql(where: string): string {
  return `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${cappedCountSql(where)}`;
}

/** The planner's estimate of the rows of `from` meeting `where` (~0.5 ms: planned, not run). */
export async function plannedRows(
  m: ReadTarget,
  where: string,
  params: unknown[],
  from = 'notices n',
): Promise<number> {
  const [plan] = await m.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where}`,
    params,
  );
  return Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
}

/** A statement for the planner to estimate: its conditions on `notices n` and their parameters. */
export interface EstimateBasis {
  where: string;
  params: unknown[];
}

export interface SearchCount {
  total: number;
  exact: boolean;
  /** Counted by walking the date order (a phrase's matches, dense among the newest notices). */
  walked?: boolean;
  /** The planner's estimate, above SEARCH_COUNT_ESTIMATE_ABOVE: nothing was read to count. */
  uncounted?: boolean;
}

/** The capped count walked in date order (walkedCount), analyzed so that its plan tells what it read. */
function walkedCountPlanSql(where: string): string {
  return `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) SELECT 1 FROM notices n WHERE ${where}
    ORDER BY n.latest_pub_date DESC, n.id DESC LIMIT ${EXACT_COUNT_LIMIT + 1}`;
}

/**
 * How many notices a search matches. The planner's estimate first (~0.5 ms): above
 * SEARCH_COUNT_ESTIMATE_ABOVE it is the total, marked inexact. Otherwise a count capped at
 * EXACT_COUNT_LIMIT + 1 as a bitmap scan: exact when the cap is not reached; when it is, the bitmap's
 * candidates times the share of those read that matched, marked inexact. The planner's estimates of a
 * word and a filter together are often far off (`record` in one county: 248 estimated, 49,570 found), so
 * the bitmap's own figure is the better "about". The date-order walk is kept out of the count: with a
 * LIMIT it was chosen on such estimates and read every notice of a type for a pair of words that seldom
 * stand together.
 *
 * Counting is most of a search's cost and totals change only when public notices do, so each total is
 * remembered until the next committed change (SearchChanges). A count that outlasts
 * SEARCH_STATEMENT_BUDGET_MS (a phrase of common words rechecks every candidate) is cancelled and the
 * estimate answered instead, inexact, with the search named in the log.
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

  /**
   * `estimateOf`: the statement whose planner's estimate decides whether to count (estimateBasis); null:
   * counted whatever the estimate (a page past the last: the estimate, often far too high for a word with
   * an excluded one, would contradict the empty page). `walkedRows`: when it answers a number, the count
   * is first walked in date order over that many rows (walkedCount).
   */
  count(
    m: ReadTarget,
    where: string,
    params: unknown[],
    estimateOf: EstimateBasis | null = { where, params },
    walkedRows: (() => Promise<number | null>) | null = null,
  ): Promise<SearchCount> {
    const key = `${estimateOf ? '' : 'counted\n'}${where}\n${JSON.stringify(params)}`;
    return this.remembered.through(key, () => this.countNow(m, where, params, estimateOf, walkedRows), m);
  }

  private async countNow(
    m: ReadTarget,
    where: string,
    params: unknown[],
    estimateOf: EstimateBasis | null,
    walkedRows: (() => Promise<number | null>) | null,
  ): Promise<SearchCount> {
    const basis = estimateOf ?? { where, params };
    const estimate = await plannedRows(m, basis.where, basis.params);
    if (estimateOf && estimate > this.estimateAbove)
      return { total: estimate, exact: false, uncounted: true };
    const rows = walkedRows && (await walkedRows());
    const walked = rows ? await this.walkedCount(m, where, params, rows) : null;
    return walked ?? this.bitmapCount(m, where, params, estimate);
  }

  /**
   * A phrase of common words, counted in date order: the walk reads the newest notices until the cap's
   * matches, within WALKED_COUNT_BUDGET_SHARE of the budget. The bitmap would first gather every notice
   * holding the words and the filters' keys: `"county county"` in one type, 138,000 candidates, 250 ms.
   * Exact when the walk ended before the cap; past it, the share of the rows read that matched times
   * `rows`. Null when the walk runs out of its share (the phrase is rare among its words' notices): then
   * the bitmap counts.
   */
  private async walkedCount(
    m: ReadTarget,
    where: string,
    params: unknown[],
    rows: number,
  ): Promise<SearchCount | null> {
    let root: AnalyzedNode;
    try {
      const [row] = await runBudgeted<{ 'QUERY PLAN': Array<{ Plan: AnalyzedNode }> }>(
        m,
        walkedCountPlanSql(where),
        params,
        { ms: this.budgetMs * WALKED_COUNT_BUDGET_SHARE, off: WALK_ONLY },
      );
      root = row['QUERY PLAN'][0].Plan;
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      return null;
    }
    const seen = readWalkPlan(root, EXACT_COUNT_LIMIT, rows);
    if (seen.counted <= EXACT_COUNT_LIMIT) return { total: seen.counted, exact: true, walked: true };
    return { total: Math.max(seen.counted, seen.extrapolated ?? 0), exact: false, walked: true };
  }

  private async bitmapCount(
    m: ReadTarget,
    where: string,
    params: unknown[],
    estimate: number,
  ): Promise<SearchCount> {
    let root: AnalyzedNode;
    try {
      const [row] = await runBudgeted<{ 'QUERY PLAN': Array<{ Plan: AnalyzedNode }> }>(
        m,
        countPlanSql(where),
        params,
        { ms: this.budgetMs, off: COUNT_PLAN_SWITCHES },
      );
      root = row['QUERY PLAN'][0].Plan;
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      this.logger.warn(
        `Search count over its ${this.budgetMs} ms budget; answered the estimate ${estimate}: ${describeSearch(where, params)}`,
      );
      return { total: estimate, exact: false };
    }
    const seen = readCountPlan(root, EXACT_COUNT_LIMIT);
    if (seen.counted <= EXACT_COUNT_LIMIT) return { total: seen.counted, exact: true };
    return { total: Math.max(seen.counted, seen.extrapolated ?? estimate), exact: false };
  }
}
