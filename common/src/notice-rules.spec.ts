import {
  canCancelDate,
  dateDisplayState,
  defaultNewDate,
  editNeedsNewVersion,
  publicationDateErrors,
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
