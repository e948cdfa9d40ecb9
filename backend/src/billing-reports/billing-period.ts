import {
  addDays,
  billingPeriodDays,
  endOfDetroitDay,
  startOfDetroitDay,
  type PaymentPeriod,
} from '@notices/common';

/** A payment period: Detroit days (inclusive) and the instants of its first and last moment. */
export interface BillingPeriod {
  paymentPeriod: PaymentPeriod;
  fromDay: string;
  toDay: string;
  from: Date;
  to: Date;
}

/**
 * The period containing `day` (billingPeriodDays, common: WEEK Sunday to Saturday, MONTH the calendar month) in
 * America/Detroit. Boundaries go through start/endOfDetroitDay, so a week across a daylight-saving change is
 * 167 or 169 hours long instead of being cut at a fixed UTC offset.
 */
export function billingPeriod(paymentPeriod: PaymentPeriod, day: string): BillingPeriod {
  const { fromDay, toDay } = billingPeriodDays(paymentPeriod, day);
  const from = startOfDetroitDay(fromDay);
  const to = endOfDetroitDay(toDay);
  return { paymentPeriod, fromDay, toDay, from, to };
}

/** The `count` most recent periods that have fully ended by `today` (a Detroit day), newest first. */
export function endedPeriods(paymentPeriod: PaymentPeriod, today: string, count: number): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  let cursor = billingPeriod(paymentPeriod, today).fromDay;
  for (let i = 0; i < count; i++) {
    const period = billingPeriod(paymentPeriod, addDays(cursor, -1));
    periods.push(period);
    cursor = period.fromDay;
  }
  return periods;
}
