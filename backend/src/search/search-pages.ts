import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode } from '@notices/common';
import { AppException } from '../platform/app-exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import {
  describeSearch,
  isOverBudget,
  runBudgeted,
  WALK_BUDGET_SHARE,
  WALK_ONLY,
  type PlanSwitch,
  type StatementBudget,
} from './search-budget';
import { SearchChanges, UntilChanged } from './search-changes';
import { newestFromCondition, pageSql } from './search-sql';
import { COUNT_PLAN_SWITCHES, type SearchCount } from './search-totals';

/**
 * Where a text search's page may be found among the newest notices first: the first day of each window
 * (newest first, each wider), and the newest published date of any notice.
 */
export interface PageWindows {
  starts: string[];
  newest: string;
}

/** The page's statement, before the plan is chosen. */
interface PageQuery {
  target: ReadTarget;
  where: string;
  params: unknown[];
  per: number;
  offset: number;
}

/** The bitmap (the text's GIN index), then a sort: plain index scans, and so the date walk, off. */
const GATHER: PlanSwitch[] = COUNT_PLAN_SWITCHES;

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
   * `windows`: where to look first. `few`: the search was counted exactly, within the count's cap, so its
   * matches are few and just read: gathered through the bitmap and sorted (left to itself, the planner
   * often walked the date order on an estimate of matches that were not there: `sealed claimed` last week
   * read 24,488 notices of that week without finding one, where the bitmap found none in 26 ms).
   *
   * `walk`: its matches are dense among the notices its date, type and publication leave (SearchService
   * decides, from the planner's estimates without the filters' keys), so the date order is walked first,
   * within WALK_BUDGET_SHARE of the budget. Left to itself, the planner counted each filter twice, once as
   * the filter and once as its key, expected a few matches and gathered them all through the bitmap:
   * `given notice` in one type last week, page 3, read 2,178 notices in 39 ms where the walk read 24 in
   * 0.2 ms. A walk that runs out of its share met the matches sparse after all (`take attend`: two common
   * words that seldom stand together), and then each window and the whole search gather through the bitmap
   * first, where the planner walked again into its budget (861 -> 190 ms).
   *
   * `countAfterWalk`: after a walk that ran out, the matches are counted (capped, through the bitmap)
   * before the windows are looked in. Sparse in date order, they are often few: then the count ends the
   * search (none for this page) or the page is just read, where each window gathered the text's matches
   * again. `property -attempting` in foreclosures matches none: four windows and the whole search each
   * spent ~40 ms on the bitmap of a word nearly every foreclosure holds.
   *
   * Every plan gives the same exact page; only the cost differs.
   */
  ids(
    target: ReadTarget,
    where: string,
    params: unknown[],
    per: number,
    offset: number,
    {
      windows = null,
      few = false,
      walk = false,
      countAfterWalk = null,
    }: {
      windows?: PageWindows | null;
      few?: boolean;
      walk?: boolean;
      countAfterWalk?: (() => Promise<SearchCount>) | null;
    } = {},
  ): Promise<number[]> {
    const key = `${per} ${offset}\n${where}\n${JSON.stringify(params)}`;
    return this.remembered.through(
      key,
      async () => {
        const page = { target, where, params, per, offset };
        if (few) {
          const gathered = await this.within(page, { ms: this.budgetMs, off: GATHER });
          if (gathered) return gathered;
        }
        const walked = walk
          ? await this.within(page, { ms: this.budgetMs * WALK_BUDGET_SHARE, off: WALK_ONLY })
          : null;
        if (walked) return walked;
        const counted = walk && countAfterWalk ? await countAfterWalk() : null;
        if (counted?.exact) {
          if (counted.total <= offset) return [];
          const gathered = await this.within(page, { ms: this.budgetMs, off: GATHER });
          if (gathered) return gathered;
        }
        return (await this.inWindows(page, windows, walk)) ?? this.idsNow(page, walk);
      },
      target,
    );
  }

  /** The page by one plan within `budget`; null when it runs past it. */
  private async within(page: PageQuery, budget: StatementBudget): Promise<number[] | null> {
    try {
      return await this.run(page, page.where, page.params, budget);
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      return null;
    }
  }

  private async run(
    page: PageQuery,
    where: string,
    params: unknown[],
    budget: StatementBudget,
  ): Promise<number[]> {
    const rows = await runBudgeted<{ id: number }>(
      page.target,
      pageSql(where, page.per, page.offset),
      params,
      budget,
    );
    return rows.map((row) => row.id);
  }

  /**
   * The page among the newest notices, when a window holds all of it. Sorting a text's matches by date
   * reads each match's row (~50 µs from the file cache at 1M notices): a name with 2,688 matches took
   * 137 ms for its first page of 8. Its matches of the last month are a few dozen, and every notice
   * outside the window is older than every notice inside, so a full page there is the page. Null when no
   * window holds a full page, or one runs past the budget: then the whole search is asked.
   * `gatherFirst`: each window's matches are gathered through the bitmap (a walk already failed).
   */
  private async inWindows(
    page: PageQuery,
    windows: PageWindows | null,
    gatherFirst: boolean,
  ): Promise<number[] | null> {
    for (const start of windows?.starts ?? []) {
      const params = [...page.params];
      const where = `${page.where} AND ${newestFromCondition(start, windows!.newest, params)}`;
      try {
        const ids = await this.run(page, where, params, {
          ms: this.budgetMs,
          off: gatherFirst ? GATHER : undefined,
        });
        if (ids.length === page.per) return ids;
      } catch (error) {
        if (!isOverBudget(error)) throw error;
        return null;
      }
    }
    return null;
  }

  /**
   * The whole search: the planner's plan (or the bitmap's, `gatherFirst`), then the other within
   * FALLBACK_BUDGET_FACTOR budgets.
   */
  private async idsNow(page: PageQuery, gatherFirst: boolean): Promise<number[]> {
    const { where, params } = page;
    try {
      return await this.run(page, where, params, {
        ms: this.budgetMs,
        off: gatherFirst ? GATHER : undefined,
      });
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      const walked = gatherFirst ? false : await this.plannedWalk(page);
      this.logger.warn(
        `Search page over its ${this.budgetMs} ms budget; ${walked ? 'gathering the matches instead of walking the date order' : 'walking the date order instead of gathering the matches'}: ${describeSearch(where, params)}`,
      );
      const off = walked ? GATHER : WALK_ONLY;
      return this.run(page, where, params, { ms: this.budgetMs * FALLBACK_BUDGET_FACTOR, off }).catch(
        (again: unknown) => {
          if (!isOverBudget(again)) throw again;
          this.logger.warn('Search page over its budget with both plans: asked to narrow the search');
          throw AppException.badRequest(ErrorCode.moreSpecificSearchRequired, { for: 'too_costly' });
        },
      );
    }
  }

  /** Whether the planner's plan for the page walks the date order (no bitmap). */
  private async plannedWalk(page: PageQuery): Promise<boolean> {
    const sql = pageSql(page.where, page.per, page.offset);
    const [plan] = await page.target.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      page.params,
    );
    return !JSON.stringify(plan['QUERY PLAN']).includes('Bitmap Heap Scan');
  }
}
