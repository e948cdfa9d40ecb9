import { describe, expect, it } from 'vitest';
import { publicationCycleDays, publicationDateErrors } from '@notices/common';
import { REPEAT_STEP_DAYS, parseTimes, planDates } from './dateRun';

const settings = { pastDatesEnabled: false, currentDateEnabled: false };
const today = '2026-11-22';

describe('planDates', () => {
  it('adds one row after the latest date, stepping by the publication cycle', () => {
    const known = [{ date: '2026-12-01' }, { date: '2026-11-24' }];
    const week = publicationCycleDays('WEEK');
    const month = publicationCycleDays('MONTH');
    expect(planDates({ known, rowCount: 2, count: 1, stepDays: week, settings, today })).toEqual({
      dates: ['2026-12-08'],
    });
    expect(planDates({ known, rowCount: 2, count: 1, stepDays: month, settings, today })).toEqual({
      dates: ['2026-12-02'],
    });
  });

  it('repeats weekly × 3 and daily × 3 after the latest non-canceled date', () => {
    const known = [{ date: '2026-12-01' }, { date: '2026-12-29', canceled: true }];
    expect(
      planDates({ known, rowCount: 1, count: 3, stepDays: REPEAT_STEP_DAYS.weekly, settings, today }),
    ).toEqual({ dates: ['2026-12-08', '2026-12-15', '2026-12-22'] });
    expect(
      planDates({ known, rowCount: 1, count: 3, stepDays: REPEAT_STEP_DAYS.daily, settings, today }),
    ).toEqual({ dates: ['2026-12-02', '2026-12-03', '2026-12-04'] });
  });

  it('starts on the first default day when there is no date yet', () => {
    const weekly = { known: [], rowCount: 0, count: 3, stepDays: 7, today };
    expect(planDates({ ...weekly, settings })).toEqual({
      dates: ['2026-11-23', '2026-11-30', '2026-12-07'],
    });
    expect(planDates({ ...weekly, settings: { ...settings, currentDateEnabled: true } })).toEqual({
      dates: [today, '2026-11-29', '2026-12-06'],
    });
  });

  it('refuses to pass the row limit, saying how many more fit', () => {
    const known = [{ date: '2026-12-01' }];
    expect(planDates({ known, rowCount: 364, count: 3, stepDays: 7, settings, today })).toEqual({
      refused: 'tooMany',
      room: 2,
    });
    expect(planDates({ known, rowCount: 366, count: 1, stepDays: 7, settings, today })).toEqual({
      refused: 'tooMany',
      room: 0,
    });
    expect(planDates({ known, rowCount: 363, count: 3, stepDays: 7, settings, today })).toMatchObject({
      dates: expect.any(Array),
    });
    expect(planDates({ known, rowCount: 1, count: 2, stepDays: 1, settings, today, max: 2 })).toEqual({
      refused: 'tooMany',
      room: 1,
    });
  });

  it('proposes dates the usual rules still judge (a run from a past date)', () => {
    const plan = planDates({
      known: [{ date: '2026-11-08' }],
      rowCount: 1,
      count: 3,
      stepDays: 7,
      settings,
      today,
    });
    if (!('dates' in plan)) throw new Error('refused');
    const rows = [{ date: '2026-11-08' }, ...plan.dates.map((date) => ({ date }))];
    expect(publicationDateErrors(rows, settings, today)).toEqual([
      'Cannot set past date',
      'Cannot set past date',
      'Cannot set current date',
      undefined,
    ]);
  });
});

describe('parseTimes', () => {
  it('reads a whole number from 1 to 52', () => {
    expect(parseTimes('3')).toBe(3);
    expect(parseTimes(' 52 ')).toBe(52);
    expect(parseTimes('1')).toBe(1);
  });
  it('refuses anything else', () => {
    for (const text of ['', '0', '53', '2.5', '-1', 'three', '1e1']) expect(parseTimes(text)).toBeNull();
  });
});
