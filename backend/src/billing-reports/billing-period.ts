import { addDays, endOfDetroitDay, startOfDetroitDay, type PaymentPeriod } from '@notices/common';

/** A payment period: Detroit days (inclusive) and the instants of its first and last moment. */
export interface BillingPeriod {
  paymentPeriod: PaymentPeriod;
  fromDay: string;
  toDay: string;
  from: Date;
  to: Date;
}

/**
 * The period containing `day`: WEEK is Sunday to Saturday, MONTH the calendar month, both in
 * America/Detroit. Boundaries go through start/endOfDetroitDay, so a week across a daylight-saving change is
 * 167 or 169 hours long instead of being cut at a fixed UTC offset.
 */
export function billingPeriod(paymentPeriod: PaymentPeriod, day: string): BillingPeriod {
  let fromDay: string;
  let toDay: string;
  if (paymentPeriod === 'WEEK') {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday; calendar arithmetic only
    fromDay = addDays(day, -weekday);
    toDay = addDays(fromDay, 6);
  } else {
    fromDay = `${day.slice(0, 7)}-01`;
    const nextMonth = addDays(fromDay, 32).slice(0, 7);
    toDay = addDays(`${nextMonth}-01`, -1);
  }
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
