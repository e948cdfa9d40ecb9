import { describe, expect, it } from 'vitest';
import type { BillingReport } from './types';
import { barsOf } from './NoticesChart';

const row = (from: string, to: string, noticesCount: number) =>
  ({ paymentPeriodFrom: from, paymentPeriodTo: to, noticesCount }) as BillingReport;

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
