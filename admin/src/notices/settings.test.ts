import { describe, expect, it } from 'vitest';
import type { User } from '../types';
import { mayDisableCharging, minimumDay, proposedDay, publicNoticeUrl, wasPublished } from './settings';

describe('minimumDay', () => {
  it('offers no minimum with past dates, else today or tomorrow (Detroit days)', () => {
    const today = '2026-12-31';
    expect(minimumDay({ pastDatesEnabled: true, currentDateEnabled: false }, today)).toBeUndefined();
    expect(minimumDay({ pastDatesEnabled: false, currentDateEnabled: true }, today)).toBe(today);
    expect(minimumDay({ pastDatesEnabled: false, currentDateEnabled: false }, today)).toBe('2027-01-01');
  });
});

describe('mayDisableCharging', () => {
  const admin = { id: 1, roles: 'SYSTEM_ADMIN' } as User;
  const apiUser = {
    id: 2,
    roles: 'API_USER',
    apiUserToPublications: [
      { publicationId: 3, allowFreeNotices: false },
      { publicationId: 4, allowFreeNotices: true },
    ],
  } as User;

  it('asks the shared rule about the chosen publication, not the first link', () => {
    expect(mayDisableCharging(apiUser, 'D', 4)).toBe(true);
    expect(mayDisableCharging(apiUser, 'D', 3)).toBe(false);
    expect(mayDisableCharging(apiUser, null, null)).toBe(false);
    expect(mayDisableCharging(admin, null, null)).toBe(true);
  });

  it('never on a published or canceled notice, nor without a user', () => {
    expect(mayDisableCharging(admin, 'P', 4)).toBe(false);
    expect(mayDisableCharging(admin, 'C', 4)).toBe(false);
    expect(mayDisableCharging(undefined, 'D', 4)).toBe(false);
  });
});

describe('publicNoticeUrl', () => {
  it('is the public page of the notice', () => {
    expect(publicNoticeUrl(42)).toBe('/notices/42');
  });
});

describe('wasPublished', () => {
  it('is true once any date of any version was published, canceled ones included', () => {
    const date = (published: boolean, canceled = false) => ({ published, canceled });
    expect(wasPublished({ publicationDates: [] })).toBe(false);
    expect(wasPublished({ publicationDates: [date(false), date(false, true)] })).toBe(false);
    expect(wasPublished({ publicationDates: [date(false), date(true, true)] })).toBe(true);
  });
});

describe('proposedDay', () => {
  const rules = { pastDatesEnabled: false, currentDateEnabled: false };
  const today = '2026-11-28'; // a Saturday

  it('proposes the latest date plus the cycle: a weekly notice keeps its weekday', () => {
    const dates = [{ date: '2026-11-26' }, { date: '2026-12-03' }];
    expect(proposedDay(dates, rules, 7, today)).toBe('2026-12-10');
    expect(proposedDay(dates, rules, 1, today)).toBe('2026-12-04');
  });

  it('skips canceled dates, and steps whole cycles past days the rules refuse', () => {
    expect(
      proposedDay([{ date: '2026-12-17', canceled: true }, { date: '2026-11-05' }], rules, 7, today),
    ).toBe('2026-12-03');
    expect(proposedDay([{ date: '2026-11-21' }], rules, 7, today)).toBe('2026-12-05');
    expect(proposedDay([{ date: '2026-11-21' }], { ...rules, currentDateEnabled: true }, 7, today)).toBe(
      '2026-11-28',
    );
    expect(proposedDay([{ date: '2026-11-05' }], { ...rules, pastDatesEnabled: true }, 7, today)).toBe(
      '2026-11-12',
    );
  });

  it('proposes today or tomorrow for a notice without dates', () => {
    expect(proposedDay([], rules, 7, today)).toBe('2026-11-29');
    expect(proposedDay([], { ...rules, currentDateEnabled: true }, 7, today)).toBe(today);
  });
});
