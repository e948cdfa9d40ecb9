import { describe, expect, it } from 'vitest';
import { amendPlan, publishedDays } from './amendPlan';

describe('amendPlan', () => {
  const stored = [
    { id: 1, date: '2026-12-04' },
    { id: 2, date: '2026-12-11' },
    { id: 3, date: '2026-12-18' },
  ];

  it('moves each kept date, says which day a changed one had, adds typed rows and drops removed ones', () => {
    const plan = amendPlan(stored, [
      { id: 1, date: '2026-12-04' },
      { id: 2, date: '2026-12-12' },
      { date: '2026-12-25' },
    ]);
    expect(plan).toEqual([
      { date: '2026-12-04', fate: 'moves' },
      { date: '2026-12-12', fate: 'movesChanged', was: '2026-12-11' },
      { date: '2026-12-18', fate: 'dropped' },
      { date: '2026-12-25', fate: 'added' },
    ]);
  });

  it('has nothing to say without dates', () => {
    expect(amendPlan([], [])).toEqual([]);
  });

  it('lists the current version’s published days only', () => {
    const days = publishedDays([
      { date: '2026-11-27', published: true, canceled: false, fromCurrentVersion: true },
      { date: '2026-11-20', published: true, canceled: false, fromCurrentVersion: false },
      { date: '2026-12-04', published: false, canceled: false, fromCurrentVersion: true },
    ]);
    expect(days).toEqual(['2026-11-27']);
  });
});
