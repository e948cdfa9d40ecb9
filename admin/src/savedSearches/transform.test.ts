import { describe, expect, it } from 'vitest';
import type { SavedSearch } from './types';
import { EMPTY_FORM, launchUrl, toBody, toFormValues } from './transform';

const ADDRESS = { street: '1 Main St', locality: 'Lansing' };

const record = {
  id: 1,
  name: 'Hearings',
  notificationsEnabled: true,
  textNotificationsEnabled: false,
  for: null,
  pub: [3],
  area: null,
  dateRange: null,
  from: '2026-01-01T05:00:00.000Z',
  to: null,
  type: 2,
  f: [11, 12],
  v: ['A-12', JSON.stringify(ADDRESS)],
} as unknown as SavedSearch;

describe('toFormValues', () => {
  it('reads empty values as the form’s blanks, dates as days and custom pairs under f<fieldId>', () => {
    expect(toFormValues(record)).toEqual({
      ...EMPTY_FORM,
      name: 'Hearings',
      pub: [3],
      dateRange: '',
      from: '2026-01-01',
      type: 2,
      custom: { f11: 'A-12', f12: ADDRESS },
    });
  });

  it('shows "any date" as saved, and reads no range and no dates as any date', () => {
    const any = { ...record, dateRange: 'all', from: null } as SavedSearch;
    expect(toFormValues(any).dateRange).toBe('all');
    expect(toFormValues({ ...any, dateRange: null } as SavedSearch).dateRange).toBe('all');
    expect(toFormValues({ ...any, dateRange: 'tw' } as SavedSearch).dateRange).toBe('tw');
  });
});

describe('toBody', () => {
  it('round-trips a record’s values', () => {
    expect(toBody(toFormValues(record), false)).toMatchObject({
      name: 'Hearings',
      for: null,
      pub: [3],
      area: [],
      dateRange: null,
      from: '2026-01-01',
      to: null,
      type: 2,
      f: [11, 12],
      v: ['A-12', JSON.stringify(ADDRESS)],
    });
  });

  it('keeps "any date" on saving: all, also when neither a range nor dates are chosen', () => {
    expect(toBody({ ...EMPTY_FORM, name: 'N', dateRange: 'all' }, false)).toMatchObject({
      dateRange: 'all',
      from: null,
      to: null,
    });
    expect(toBody({ ...EMPTY_FORM, name: 'N', dateRange: '' }, false).dateRange).toBe('all');
    expect(toBody({ ...EMPTY_FORM, name: 'N', dateRange: 'lm' }, false).dateRange).toBe('lm');
    expect(toBody({ ...EMPTY_FORM, name: 'N', dateRange: '', to: '2026-02-01' }, false).dateRange).toBeNull();
  });

  it('sends only non-empty custom values, and none without a notice type', () => {
    const values = {
      ...EMPTY_FORM,
      name: ' N ',
      type: 2 as const,
      custom: { f11: '  ', f12: { street: '' }, f13: 'x' },
    };
    expect(toBody(values, false)).toMatchObject({ name: 'N', type: 2, f: [13], v: ['x'] });
    expect(toBody({ ...values, type: '' }, false)).toMatchObject({ type: null, f: [], v: [] });
  });

  it('turns text notifications on only with a phone on the profile', () => {
    const values = { ...EMPTY_FORM, textNotificationsEnabled: true, for: ' well ' };
    expect(toBody(values, false)).toMatchObject({ textNotificationsEnabled: false, for: 'well' });
    expect(toBody(values, true).textNotificationsEnabled).toBe(true);
  });
});

describe('launchUrl', () => {
  it('opens the stored query with the name, or builds the query from the fields', () => {
    expect(launchUrl({ name: 'My search', query: '?for=well&dateRange=tw' })).toBe(
      '/?for=well&dateRange=tw&name=My%20search',
    );
    expect(launchUrl({ name: 'N', query: '', for: 'x', pub: [1, 2], dateRange: 'lm' })).toBe(
      '/?for=x&pub=1&pub=2&dateRange=lm&name=N',
    );
    expect(launchUrl({ name: 'N', query: '', dateRange: 'tw' })).toBe('/?dateRange=tw&name=N');
  });

  it('opens every date when the search has no range and no dates, not the site’s default week', () => {
    expect(launchUrl({ name: 'F', query: 'for=foreclosure&dateRange=all' })).toBe(
      '/?for=foreclosure&dateRange=all&name=F',
    );
    // A query stored before `all` existed: no range and no dates was every date.
    expect(launchUrl({ name: 'F', query: 'for=foreclosure' })).toBe('/?for=foreclosure&dateRange=all&name=F');
    expect(launchUrl({ name: 'N', query: '' })).toBe('/?dateRange=all&name=N');
    expect(launchUrl({ name: 'N', query: 'from=2026-01-01' })).toBe('/?from=2026-01-01&name=N');
  });
});
