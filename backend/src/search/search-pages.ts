import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode } from '@notices/common';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import {
  describeSearch,
  isOverBudget,
  runBudgeted,
  type PlanSwitch,
  type StatementBudget,
} from './search-budget';
import { SearchChanges, UntilChanged } from './search-changes';
import { newestFromCondition, pageSql } from './search-sql';
import { COUNT_PLAN_SWITCHES } from './search-totals';

/**
 * Where a text search's page may be found among the newest notices first: the first day of each window
 * (newest first, each wider), and the newest published date of any notice.
 */
export interface PageWindows {
  starts: string[];
  newest: string;
}

/** The second plan's budget, in budgets: the answer's last chance before the visitor is asked to narrow. */
export const FALLBACK_BUDGET_FACTOR = 5;

/**
 * The ids of a page of search results. The same searches come again and again (the home page, a county
 * this week, the name in the morning's news), and each answer holds until public notices change, so a page
 * is remembered until the next committed change (SearchChanges), like totals and cards: a search asked
 * before is then answered without a query. The key holds every parameter, today's date included.
 *
 * The page's statement runs under SEARCH_STATEMENT_BUDGET_MS. Past it, the planner's bet was wrong, one
 * of two ways: it walked the date order expecting matches soon (a phrase of common words that seldom
 * stand together matches rarely), or it gathered every match of the text in a bitmap to sort them (and
 * rechecked hundreds of thousands). The other plan then gets FALLBACK_BUDGET_FACTOR times the budget,
 * so that the visitor gets an answer when the machine is merely busy: with the same budget, 16 clients at
 * once made 5-7% of searches at 1M notices answer 400. Either answer is exact. When both run out (a rare
 * phrase of words that are everywhere), the visitor is asked to narrow the search, as for pages too deep
 * to count: 400 more_specific_search_required, `for: too_costly`.
 */
@Injectable()
export class SearchPages {
  private readonly logger = new Logger('Search');
  private readonly remembered: UntilChanged<string, number[]>;
  private readonly budgetMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig, changes: SearchChanges) {
    this.remembered = new UntilChanged(changes, config.searchPagesCache);
    this.budgetMs = config.searchStatementBudgetMs;
  }

  /**
   * `windows`: where to look first; `few`: the search was counted exactly, within the count's cap, so
   * its matches are few and just read (the answer is the same either way).
   */
  ids(
    target: ReadTarget,
    where: string,
    params: unknown[],
    per: number,
    offset: number,
    { windows = null, few = false }: { windows?: PageWindows | null; few?: boolean } = {},
  ): Promise<number[]> {
    const key = `${per} ${offset}\n${where}\n${JSON.stringify(params)}`;
    return this.remembered.through(
      key,
      async () =>
        (few ? await this.gathered(target, where, params, per, offset) : null) ??
        (await this.inWindows(target, where, params, per, offset, windows)) ??
        this.idsNow(target, where, params, per, offset),
      target,
    );
  }

  /**
   * The page of a search with few matches (at most the count's cap): gathered through the bitmap and
   * sorted. The count just read the same rows, so they are in memory. Left to itself, the planner often
   * walked the date order instead, on an estimate of matches that were not there: `sealed claimed` last
   * week read 24,488 notices of that week without finding one, where the bitmap found none in 26 ms.
   * Null when it runs past the budget.
   */
  private async gathered(
    target: ReadTarget,
    where: string,
    params: unknown[],
    per: number,
    offset: number,
  ): Promise<number[] | null> {
    // The count's plan: the bitmap, then a sort of its few rows.
    const budget: StatementBudget = { ms: this.budgetMs, off: COUNT_PLAN_SWITCHES };
    try {
      return (await runBudgeted<{ id: number }>(target, pageSql(where, per, offset), params, budget)).map(
        (row) => row.id,
      );
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      return null;
    }
  }

  /**
   * The page among the newest notices, when a window holds all of it. Sorting a text's matches by date
   * reads each match's row (~50 µs from the file cache at 1M notices): a name with 2,688 matches took
   * 137 ms for its first page of 8. Its matches of the last month are a few dozen, and every notice
   * outside the window is older than every notice inside, so a full page there is the page. Null when no
   * window holds a full page, or one runs past the budget: then the whole search is asked.
   */
  private async inWindows(
    target: ReadTarget,
    where: string,
    params: unknown[],
    per: number,
    offset: number,
    windows: PageWindows | null,
  ): Promise<number[] | null> {
    for (const start of windows?.starts ?? []) {
      const windowParams = [...params];
      const windowWhere = `${where} AND ${newestFromCondition(start, windows!.newest, windowParams)}`;
      try {
        const rows = await runBudgeted<{ id: number }>(
          target,
          pageSql(windowWhere, per, offset),
          windowParams,
          { ms: this.budgetMs },
        );
        if (rows.length === per) return rows.map((row) => row.id);
      } catch (error) {
        if (!isOverBudget(error)) throw error;
        return null;
      }
    }
    return null;
  }

  private async idsNow(
    target: ReadTarget,
    where: string,
    params: unknown[],
    per: number,
    offset: number,
  ): Promise<number[]> {
    const sql = pageSql(where, per, offset);
    const run = async (budget: StatementBudget) =>
      (await runBudgeted<{ id: number }>(target, sql, params, budget)).map((r) => r.id);
    try {
      return await run({ ms: this.budgetMs });
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      const [plan] = await target.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const walked = !JSON.stringify(plan['QUERY PLAN']).includes('Bitmap Heap Scan');
      this.logger.warn(
        `Search page over its ${this.budgetMs} ms budget; ${walked ? 'gathering the matches instead of walking the date order' : 'walking the date order instead of gathering the matches'}: ${describeSearch(where, params)}`,
      );
      // Plain index scans off leaves the bitmaps (the text's GIN index); bitmaps off leaves the date walk.
      const off: PlanSwitch[] = walked ? ['enable_indexscan'] : ['enable_bitmapscan', 'enable_sort'];
      return run({ ms: this.budgetMs * FALLBACK_BUDGET_FACTOR, off }).catch((again: unknown) => {
        if (!isOverBudget(again)) throw again;
        this.logger.warn('Search page over its budget with both plans: asked to narrow the search');
        throw AppException.badRequest(ErrorCode.moreSpecificSearchRequired, { for: 'too_costly' });
      });
    }
  }
}
