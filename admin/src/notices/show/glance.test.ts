import { describe, expect, it } from 'vitest';
import type { PublicationDate } from '../types';
import { dateGlance, lastPublishedDate, nextPublicationDate } from './glance';

const date = (day: string, extra: Partial<PublicationDate> = {}): PublicationDate => ({
  id: 1,
  date: day,
  version: 1,
  noticeId: 1,
  published: false,
  canceled: false,
  paid: false,
  fromCurrentVersion: true,
  versionStatus: 'S',
  publishedAt: null,
  ...extra,
});

describe('nextPublicationDate', () => {
  it('is the earliest pending day of the current version, whatever the order of the list', () => {
    expect(nextPublicationDate([date('2026-12-01'), date('2026-11-24'), date('2027-01-05')])).toBe(
      '2026-11-24',
    );
  });

  it('passes over published and canceled days, and the days of other versions', () => {
    const dates = [
      date('2026-11-10', { published: true }),
      date('2026-11-12', { canceled: true }),
      date('2026-11-14', { fromCurrentVersion: false }),
      date('2026-11-20'),
    ];
    expect(nextPublicationDate(dates)).toBe('2026-11-20');
  });

  it('is undefined when nothing is pending', () => {
    expect(nextPublicationDate([])).toBeUndefined();
    expect(
      nextPublicationDate([date('2026-11-10', { published: true }), date('2026-11-12', { canceled: true })]),
    ).toBeUndefined();
  });

  it('does not reorder the list it is given', () => {
    const dates = [date('2026-12-01'), date('2026-11-24')];
    nextPublicationDate(dates);
    expect(dates.map((d) => d.date)).toEqual(['2026-12-01', '2026-11-24']);
  });
});

describe('lastPublishedDate', () => {
  it('is the latest published day of the current version', () => {
    const dates = [
      date('2026-11-10', { published: true }),
      date('2026-11-17', { published: true }),
      date('2026-11-24', { published: true, fromCurrentVersion: false }),
      date('2026-12-01'),
    ];
    expect(lastPublishedDate(dates)).toBe('2026-11-17');
    expect(lastPublishedDate([date('2026-12-01')])).toBeUndefined();
  });
});

describe('dateGlance', () => {
  it('names the next day while one is pending', () => {
    expect(dateGlance([date('2026-11-10', { published: true }), date('2026-11-17')])).toEqual({
      kind: 'next',
      day: '2026-11-17',
    });
  });

  it('names the last published day of a notice whose run is over', () => {
    expect(
      dateGlance([date('2026-11-10', { published: true }), date('2026-11-17', { published: true })]),
    ).toEqual({ kind: 'lastPublished', day: '2026-11-17' });
  });

  it('is none for a canceled notice that never ran, or one without dates', () => {
    expect(dateGlance([date('2026-11-10', { canceled: true })])).toEqual({ kind: 'none' });
    expect(dateGlance([])).toEqual({ kind: 'none' });
  });
});
