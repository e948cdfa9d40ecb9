import type { AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import type { SearchChanges } from './search-changes';
import { SearchPages } from './search-pages';
import { walkReadsFew } from './search-walk';

const BUDGET_MS = 300;
const PAGE = [5, 4, 3, 2, 1, 0, -1, -2];

/** One statement as the database saw it: its settings (SET LOCAL …) and whether it was a window. */
interface Sent {
  settings: string;
  window: boolean;
}

/**
 * A connection pool that answers every page with PAGE, except that a statement whose settings match
 * `overBudget` is cancelled as PostgreSQL cancels one past its statement_timeout.
 */
function fakeTarget(overBudget: (statement: Sent) => boolean): { target: ReadTarget; sent: Sent[] } {
  const sent: Sent[] = [];
  let settings = '';
  const client = {
    query: (sql: string) => {
      if (sql.startsWith('BEGIN')) settings = sql;
      else if (sql.startsWith('SELECT')) {
        const statement = { settings, window: sql.includes('n.latest_pub_date >= ') };
        sent.push(statement);
        if (overBudget(statement))
          return Promise.reject(Object.assign(new Error('canceled'), { code: '57014' }));
        return Promise.resolve({ rows: PAGE.map((id) => ({ id })) });
      }
      return Promise.resolve({ rows: [] });
    },
    release: () => undefined,
  };
  const target = {
    inTransaction: false,
    replayedLsn: null,
    pool: { connect: () => Promise.resolve(client) },
    query: () => Promise.resolve([{ 'QUERY PLAN': [{ Plan: { 'Node Type': 'Index Scan' } }] }]),
  } as unknown as ReadTarget;
  return { target, sent };
}

const pages = new SearchPages(
  { searchPagesCache: 0, searchStatementBudgetMs: BUDGET_MS } as AppConfig,
  { listening: false } as SearchChanges,
);
const windows = { starts: ['2026-11-22', '2026-10-31'], newest: '2026-11-28' };
const walks = (settings: string) => settings.includes('enable_bitmapscan = off');
const gathers = (settings: string) => settings.includes('enable_indexscan = off');

describe('the plans a page of search results is looked for with', () => {
  it('walks the date order first, within a tenth of the budget, when the matches are dense', async () => {
    const { target, sent } = fakeTarget(() => false);
    const ids = await pages.ids(target, 'true', [], 8, 16, { windows, walk: true });
    expect(ids).toEqual(PAGE);
    expect(sent).toHaveLength(1);
    expect(walks(sent[0].settings)).toBe(true);
    expect(sent[0].settings).toContain(`statement_timeout = ${BUDGET_MS / 10}`);
  });

  it('gathers through the bitmap in each window, then the whole search, after a walk that ran out', async () => {
    // The first window runs out too, so the whole search is asked.
    const { target, sent } = fakeTarget((s) => walks(s.settings) || s.window);
    expect(await pages.ids(target, 'true', [], 8, 16, { windows, walk: true })).toEqual(PAGE);
    expect(sent.map((s) => [walks(s.settings), gathers(s.settings), s.window])).toEqual([
      [true, false, false],
      [false, true, true],
      [false, true, false],
    ]);
  });

  it('after a walk that ran out, counts first: none for the page ends it, a few are just read', async () => {
    const exactly = (total: number) => () => Promise.resolve({ total, exact: true });
    const none = fakeTarget((s) => walks(s.settings));
    const ended = await pages.ids(none.target, 'true', [], 8, 16, {
      windows,
      walk: true,
      countAfterWalk: exactly(16),
    });
    expect(ended).toEqual([]);
    expect(none.sent.map((s) => walks(s.settings))).toEqual([true]);

    const few = fakeTarget((s) => walks(s.settings));
    await pages.ids(few.target, 'true', [], 8, 16, { windows, walk: true, countAfterWalk: exactly(20) });
    expect(few.sent.map((s) => [walks(s.settings), gathers(s.settings), s.window])).toEqual([
      [true, false, false],
      [false, true, false],
    ]);

    // Many (the count capped, an estimate): the windows as before.
    const many = fakeTarget((s) => walks(s.settings));
    await pages.ids(many.target, 'true', [], 8, 16, {
      windows,
      walk: true,
      countAfterWalk: () => Promise.resolve({ total: 5_000, exact: false }),
    });
    expect(many.sent.map((s) => s.window)).toEqual([false, true]);
  });

  it('leaves the plan to the planner when the matches are not known to be dense', async () => {
    const { target, sent } = fakeTarget(() => false);
    await pages.ids(target, 'true', [], 8, 0, { windows: null });
    expect(sent).toEqual([{ settings: `BEGIN; SET LOCAL statement_timeout = ${BUDGET_MS}`, window: false }]);
  });
});

describe('whether a walk in date order meets the page within its rows', () => {
  it.each([
    // `given notice` in one type last week, page 3: nearly every notice of the week matches.
    [2_000, 2_187, 24, true],
    // A common word in the whole archive.
    [400_000, 1_000_000, 8, true],
    // Two words that seldom stand together, about 500 in 1M: some 16,000 rows for a page.
    [500, 1_000_000, 8, false],
    // A county's name, page 5: the walk reads past every other county's notices, about 2,000 rows.
    [20_000, 1_000_000, 40, true],
    [0, 10, 8, false],
  ])('%d matches of %d rows, %d needed: %s', (matches, walked, needed, expected) =>
    expect(walkReadsFew(matches, walked, needed)).toBe(expected),
  );
});
