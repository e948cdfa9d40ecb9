import type { AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import type { AnalyzedNode } from './count-plan';
import type { SearchChanges } from './search-changes';
import { SearchTotals } from './search-totals';

const BUDGET_MS = 300;

/** A walk in date order that read `read` rows and matched `matched` of them before its LIMIT. */
const walkPlan = (matched: number, read: number): AnalyzedNode => ({
  'Node Type': 'Limit',
  'Actual Rows': matched,
  Plans: [{ 'Node Type': 'Index Scan', 'Actual Rows': matched, 'Rows Removed by Filter': read - matched }],
});

/** A capped bitmap count that found `matched` of its candidates. */
const bitmapPlan = (matched: number): AnalyzedNode => ({
  'Node Type': 'Limit',
  'Actual Rows': matched,
  Plans: [{ 'Node Type': 'Bitmap Heap Scan', 'Actual Rows': matched, Plans: [] }],
});

/**
 * A pool whose planner estimates `estimate` rows, and whose analyzed counts answer `walk` when walked in
 * date order (null: cancelled at the budget) and `bitmap` otherwise. Each statement's settings are kept.
 */
function fakeTarget(estimate: number, walk: AnalyzedNode | null, bitmap: AnalyzedNode) {
  const sent: string[] = [];
  let settings = '';
  const client = {
    query: (sql: string) => {
      if (sql.startsWith('BEGIN')) settings = sql;
      if (!sql.startsWith('EXPLAIN (ANALYZE')) return Promise.resolve({ rows: [] });
      sent.push(settings);
      const walked = sql.includes('ORDER BY');
      if (walked && !walk) return Promise.reject(Object.assign(new Error('canceled'), { code: '57014' }));
      return Promise.resolve({ rows: [{ 'QUERY PLAN': [{ Plan: walked ? walk : bitmap }] }] });
    },
    release: () => undefined,
  };
  const target = {
    inTransaction: false,
    replayedLsn: null,
    pool: { connect: () => Promise.resolve(client) },
    query: () => Promise.resolve([{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': estimate } }] }]),
  } as unknown as ReadTarget;
  return { target, sent };
}

const totals = new SearchTotals(
  { searchTotalsCache: 0, searchStatementBudgetMs: BUDGET_MS, searchCountEstimateAbove: 1_000 } as AppConfig,
  { listening: false } as SearchChanges,
);
const walkedRows = (rows: number | null) => () => Promise.resolve(rows);

describe("a phrase's count walked in date order", () => {
  it('extrapolates from the share of the newest rows that matched, within a third of the budget', async () => {
    const { target, sent } = fakeTarget(690, walkPlan(301, 3_010), bitmapPlan(301));
    const count = await totals.count(target, 'true', [], undefined, walkedRows(143_000));
    expect(count).toEqual({ total: 14_300, exact: false, walked: true });
    expect(sent).toEqual([
      `BEGIN; SET LOCAL statement_timeout = ${BUDGET_MS / 3}; SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off`,
    ]);
  });

  it('is exact when the walk ended before the cap', async () => {
    const { target } = fakeTarget(690, walkPlan(42, 9_000), bitmapPlan(301));
    expect(await totals.count(target, 'true', [], undefined, walkedRows(9_000))).toEqual({
      total: 42,
      exact: true,
      walked: true,
    });
  });

  it('falls back to the bitmap when the walk runs out of its share', async () => {
    const { target, sent } = fakeTarget(690, null, bitmapPlan(120));
    expect(await totals.count(target, 'true', [], undefined, walkedRows(143_000))).toEqual({
      total: 120,
      exact: true,
    });
    expect(sent[1]).toContain('enable_indexscan = off');
  });

  it('is not walked when the service sees no dense words', async () => {
    const { target, sent } = fakeTarget(690, walkPlan(301, 3_010), bitmapPlan(120));
    expect(await totals.count(target, 'true', [], undefined, walkedRows(null))).toEqual({
      total: 120,
      exact: true,
    });
    expect(sent).toHaveLength(1);
  });
});
