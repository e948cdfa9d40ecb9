import { readCountPlan, readWalkPlan, type AnalyzedNode } from './count-plan';

const bitmap = (
  heap: Partial<AnalyzedNode>,
  candidates: number,
  extra: AnalyzedNode[] = [],
): AnalyzedNode => ({
  'Node Type': 'Limit',
  'Actual Rows': heap['Actual Rows'],
  Plans: [
    {
      'Node Type': 'Bitmap Heap Scan',
      'Parent Relationship': 'Outer',
      ...heap,
      Plans: [
        { 'Node Type': 'Bitmap Index Scan', 'Parent Relationship': 'Outer', 'Actual Rows': candidates },
        ...extra,
      ],
    },
  ],
});

describe('readCountPlan', () => {
  it('answers the count itself when the cap did not stop it', () => {
    expect(readCountPlan(bitmap({ 'Actual Rows': 37 }, 37), 300)).toEqual({
      counted: 37,
      extrapolated: null,
    });
  });

  it('extrapolates a cut count from the candidates and the share of those read that matched', () => {
    const plan = bitmap({ 'Actual Rows': 301, 'Rows Removed by Filter': 99 }, 4_000);
    expect(readCountPlan(plan, 300)).toEqual({ counted: 301, extrapolated: 3_010 });
  });

  it('counts rows removed by the recheck (a phrase) as read', () => {
    const plan = bitmap({ 'Actual Rows': 301, 'Rows Removed by Index Recheck': 301 }, 10_000);
    expect(readCountPlan(plan, 300).extrapolated).toBe(5_000);
  });

  it('looks past a subquery of the conditions to the bitmap', () => {
    const subquery: AnalyzedNode = {
      'Node Type': 'Limit',
      'Parent Relationship': 'SubPlan',
      'Actual Rows': 0,
    };
    expect(readCountPlan(bitmap({ 'Actual Rows': 301 }, 900, [subquery]), 300).extrapolated).toBe(900);
  });

  it('extrapolates nothing from a plan that is no single bitmap', () => {
    const walk: AnalyzedNode = {
      'Node Type': 'Limit',
      'Actual Rows': 301,
      Plans: [{ 'Node Type': 'Index Scan', 'Parent Relationship': 'Outer', 'Actual Rows': 301 }],
    };
    expect(readCountPlan(walk, 300)).toEqual({ counted: 301, extrapolated: null });
    const and: AnalyzedNode = {
      'Node Type': 'Limit',
      'Actual Rows': 301,
      Plans: [
        {
          'Node Type': 'Bitmap Heap Scan',
          'Parent Relationship': 'Outer',
          'Actual Rows': 301,
          Plans: [{ 'Node Type': 'BitmapAnd', 'Parent Relationship': 'Outer', 'Actual Rows': 0 }],
        },
      ],
    };
    expect(readCountPlan(and, 300).extrapolated).toBeNull();
  });
});

describe('readWalkPlan', () => {
  const walk = (scan: Partial<AnalyzedNode>): AnalyzedNode => ({
    'Node Type': 'Limit',
    'Actual Rows': scan['Actual Rows'],
    Plans: [{ 'Node Type': 'Index Scan', 'Parent Relationship': 'Outer', ...scan }],
  });

  it('answers the count itself when the walk ended before the cap', () => {
    expect(readWalkPlan(walk({ 'Actual Rows': 12, 'Rows Removed by Filter': 4_000 }), 300, 4_012)).toEqual({
      counted: 12,
      extrapolated: null,
    });
  });

  it("extrapolates a cut walk from the share of the rows read that matched, over the index's rows", () => {
    const plan = walk({ 'Actual Rows': 301, 'Rows Removed by Filter': 2_709 });
    expect(readWalkPlan(plan, 300, 143_000)).toEqual({ counted: 301, extrapolated: 14_300 });
  });

  it('gives no estimate when the plan is no walk', () => {
    const plan: AnalyzedNode = { 'Node Type': 'Limit', 'Actual Rows': 301, Plans: [{ 'Node Type': 'Sort' }] };
    expect(readWalkPlan(plan, 300, 1_000)).toEqual({ counted: 301, extrapolated: null });
  });
});
