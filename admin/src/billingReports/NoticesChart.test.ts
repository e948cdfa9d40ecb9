import { describe, expect, it } from 'vitest';
import type { BillingReport } from './types';
import { barsOf, seriesOf } from './NoticesChart';

const row = (from: string, to: string, noticesCount: number, paymentPeriod: 'WEEK' | 'MONTH' = 'MONTH') =>
  ({ paymentPeriodFrom: from, paymentPeriodTo: to, noticesCount, paymentPeriod }) as BillingReport;

const month = (index: number) => {
  const from = new Date(Date.UTC(2020, index, 1, 5)).toISOString();
  const to = new Date(Date.UTC(2020, index + 1, 1, 4, 59, 59)).toISOString();
  return [from, to] as const;
};

describe('barsOf', () => {
  it('sums the rows of one period and orders the periods oldest first', () => {
    const [febFrom, febTo] = month(1);
    const [janFrom, janTo] = month(0);
    const bars = barsOf([row(febFrom, febTo, 2), row(janFrom, janTo, 5), row(febFrom, febTo, 3)]);
    expect(bars.map((bar) => [bar.from, bar.count])).toEqual([
      [janFrom, 5],
      [febFrom, 5],
    ]);
    expect(bars[0].label).toBe('01/01/2020 - 01/31/2020');
  });

  it('keeps the 24 newest periods', () => {
    const rows = Array.from({ length: 30 }, (_, index) => row(...month(index), 1));
    const bars = barsOf(rows);
    expect(bars).toHaveLength(24);
    expect(bars[0].from).toBe(month(6)[0]);
  });
});

describe('seriesOf', () => {
  // November 2026 starts on a Sunday: its first week and the month start at the same instant.
  const week = ['2026-11-01T04:00:00.000Z', '2026-11-08T04:59:59.999Z'] as const;
  const nextWeek = ['2026-11-08T05:00:00.000Z', '2026-11-15T04:59:59.999Z'] as const;
  const november = ['2026-11-01T04:00:00.000Z', '2026-12-01T04:59:59.999Z'] as const;

  it('never mixes weekly and monthly periods in one series: one series per kind, weekly first', () => {
    const series = seriesOf([
      row(...november, 40, 'MONTH'),
      row(...week, 3, 'WEEK'),
      row(...nextWeek, 4, 'WEEK'),
      row(...week, 2, 'WEEK'),
    ]);
    expect(series.map((s) => s.kind)).toEqual(['WEEK', 'MONTH']);
    expect(series[0].bars.map((bar) => [bar.label, bar.count])).toEqual([
      ['11/01/2026 - 11/07/2026', 5],
      ['11/08/2026 - 11/14/2026', 4],
    ]);
    expect(series[1].bars.map((bar) => [bar.label, bar.count])).toEqual([['11/01/2026 - 11/30/2026', 40]]);
  });

  it('leaves out a kind with no rows, and has no series without rows', () => {
    expect(seriesOf([row(...november, 1, 'MONTH')]).map((s) => s.kind)).toEqual(['MONTH']);
    expect(seriesOf([])).toEqual([]);
  });
});
