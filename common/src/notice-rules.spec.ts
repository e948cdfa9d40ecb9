import {
  canCancelDate,
  dateDisplayState,
  defaultNewDate,
  editNeedsNewVersion,
  publicationCycleDays,
  publicationDateErrors,
  repeatedDates,
} from './notice-rules';

const settings = { pastDatesEnabled: false, currentDateEnabled: false };
const today = '2026-11-22';

describe('publication date rules', () => {
  it('refuses two dates on one day, past dates and today per the settings', () => {
    const errors = publicationDateErrors(
      [
        { date: '2026-11-25' },
        { date: '2026-11-25' },
        { date: '2026-11-20' },
        { date: today },
        { date: '2026-11-26' },
      ],
      settings,
      today,
    );
    expect(errors).toEqual([
      'errors.publicationDatesCannotBeTheSame',
      'errors.publicationDatesCannotBeTheSame',
      'Cannot set past date',
      'Cannot set current date',
      undefined,
    ]);
    expect(
      publicationDateErrors(
        [{ date: today }, { date: '2026-11-01' }],
        { pastDatesEnabled: true, currentDateEnabled: true },
        today,
      ),
    ).toEqual([undefined, undefined]);
  });
  it('ignores canceled dates when looking for a second date on the same day', () => {
    expect(
      publicationDateErrors(
        [{ date: '2026-11-25', canceled: true }, { date: '2026-11-25' }],
        settings,
        today,
      ),
    ).toEqual([undefined, undefined]);
  });
  it('defaults a new row to the latest date plus one, else today or tomorrow', () => {
    expect(defaultNewDate([{ date: '2026-12-01' }, { date: '2026-11-28' }], settings, today)).toBe(
      '2026-12-02',
    );
    expect(defaultNewDate([], settings, today)).toBe('2026-11-23');
    expect(defaultNewDate([], { ...settings, currentDateEnabled: true }, today)).toBe(today);
  });
  it("steps a new row by the publication's cycle: 7 days for WEEK, 1 for MONTH or unknown", () => {
    expect(publicationCycleDays('WEEK')).toBe(7);
    expect(publicationCycleDays('MONTH')).toBe(1);
    expect(publicationCycleDays(undefined)).toBe(1);
    expect(publicationCycleDays(null)).toBe(1);
    const dates = [{ date: '2026-12-01' }, { date: '2026-12-20', canceled: true }];
    expect(defaultNewDate(dates, settings, today, 7)).toBe('2026-12-08');
    expect(defaultNewDate(dates, settings, today, publicationCycleDays('MONTH'))).toBe('2026-12-02');
    // No date yet: the first default day, whatever the step.
    expect(defaultNewDate([], settings, today, 7)).toBe('2026-11-23');
    expect(defaultNewDate([], { ...settings, currentDateEnabled: true }, today, 7)).toBe(today);
    // Calendar days across the end of daylight saving and of a year.
    expect(defaultNewDate([{ date: '2026-10-29' }], settings, today, 7)).toBe('2026-11-05');
    expect(defaultNewDate([{ date: '2026-12-29' }], settings, today, 7)).toBe('2027-01-05');
  });
  it('repeats a run weekly or daily after the latest date, else from the first default day', () => {
    expect(repeatedDates([{ date: '2026-12-01' }, { date: '2026-11-24' }], settings, 3, 7, today)).toEqual([
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
    expect(repeatedDates([{ date: '2026-12-30' }], settings, 3, 1, today)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(repeatedDates([], settings, 3, 7, today)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(repeatedDates([], { ...settings, currentDateEnabled: true }, 2, 1, today)).toEqual([
      today,
      '2026-11-23',
    ]);
    expect(
      repeatedDates([{ date: '2026-12-01' }, { date: '2026-12-29', canceled: true }], settings, 1, 7, today),
    ).toEqual(['2026-12-08']);
    expect(repeatedDates([], settings, 0, 7, today)).toEqual([]);
  });
  it('leaves the rules to judge generated dates: a past run still gets its errors', () => {
    const run = repeatedDates([{ date: '2026-11-01' }], settings, 4, 7, today);
    expect(run).toEqual(['2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);
    expect(
      publicationDateErrors(
        run.map((date) => ({ date })),
        settings,
        today,
      ),
    ).toEqual(['Cannot set past date', 'Cannot set past date', 'Cannot set current date', undefined]);
  });
  it('shows a date as canceled, published, draft or scheduled', () => {
    expect(dateDisplayState({ date: today, canceled: true, published: true }, 'P')).toBe('canceled');
    expect(dateDisplayState({ date: today, published: true }, 'P')).toBe('published');
    expect(dateDisplayState({ date: today }, 'D')).toBe('draft');
    expect(dateDisplayState({ date: today }, 'S')).toBe('scheduled');
  });
  it('lets a single date be canceled only when pending on a non-draft notice', () => {
    expect(canCancelDate('S', { date: today })).toBe(true);
    expect(canCancelDate('D', { date: today })).toBe(false);
    expect(canCancelDate('P', { date: today, paid: true })).toBe(false);
    expect(canCancelDate('P', { date: today, published: true })).toBe(false);
  });
});

describe('when an edit creates a new version', () => {
  const original = [{ date: '2026-11-25' }, { date: '2026-11-30' }];
  it('always for a published or canceled notice, never for a draft', () => {
    expect(editNeedsNewVersion('P', original, original)).toBe(true);
    expect(editNeedsNewVersion('C', original, original)).toBe(true);
    expect(editNeedsNewVersion('D', original, [])).toBe(false);
  });
  it('for a scheduled notice only when its first pending date moves or no date is left', () => {
    expect(editNeedsNewVersion('S', original, [{ date: '2026-11-25' }, { date: '2026-12-05' }])).toBe(false);
    expect(editNeedsNewVersion('S', original, [{ date: '2026-11-26' }])).toBe(true);
    expect(editNeedsNewVersion('S', original, [])).toBe(true);
  });
});
