import { addDays } from './calendar';
import type { PaymentPeriod } from './enums';

/** A payment period's Detroit days, first and last (inclusive). */
export interface PeriodDays {
  fromDay: string;
  toDay: string;
}

/** The period containing `day`: WEEK is Sunday to Saturday, MONTH the calendar month (calendar days only). */
export function billingPeriodDays(paymentPeriod: PaymentPeriod, day: string): PeriodDays {
  if (paymentPeriod === 'WEEK') {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
    const fromDay = addDays(day, -weekday);
    return { fromDay, toDay: addDays(fromDay, 6) };
  }
  const fromDay = `${day.slice(0, 7)}-01`;
  const nextMonth = addDays(fromDay, 32).slice(0, 7);
  return { fromDay, toDay: addDays(`${nextMonth}-01`, -1) };
}

/**
 * The last day of the newest period that has ended by `today` (a Detroit day): the latest day a report
 * can be generated for, since a period still running cannot be billed.
 */
export function lastEndedPeriodDay(paymentPeriod: PaymentPeriod, today: string): string {
  return addDays(billingPeriodDays(paymentPeriod, today).fromDay, -1);
}
