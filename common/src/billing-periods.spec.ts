import { billingPeriodDays, lastEndedPeriodDay } from './billing-periods';

describe('billing periods', () => {
  it('weeks run Sunday to Saturday, months by the calendar', () => {
    expect(billingPeriodDays('WEEK', '2026-11-27')).toEqual({ fromDay: '2026-11-22', toDay: '2026-11-28' });
    expect(billingPeriodDays('WEEK', '2026-11-22')).toEqual({ fromDay: '2026-11-22', toDay: '2026-11-28' });
    expect(billingPeriodDays('MONTH', '2024-02-10')).toEqual({ fromDay: '2024-02-01', toDay: '2024-02-29' });
    expect(billingPeriodDays('MONTH', '2026-12-31')).toEqual({ fromDay: '2026-12-01', toDay: '2026-12-31' });
  });

  it("the last day that can be billed is the end of the period before today's", () => {
    expect(lastEndedPeriodDay('MONTH', '2026-11-28')).toBe('2026-10-31');
    expect(lastEndedPeriodDay('MONTH', '2026-11-01')).toBe('2026-10-31');
    expect(lastEndedPeriodDay('WEEK', '2026-11-28')).toBe('2026-11-21'); // a Saturday: its week still runs
    expect(lastEndedPeriodDay('WEEK', '2026-11-29')).toBe('2026-11-28'); // Sunday: last week has ended
  });
});
