import { describe, expect, it } from 'vitest';
import { matchedDates, matchedDaysText, searchWindow } from './matched-dates';

// Wednesday 2026-03-11: this week is Sunday 03-08 to Saturday 03-14.
const today = '2026-03-11';
const dates = ['2026-02-25', '2026-03-04', '2026-03-09', '2026-03-11', '2026-03-18'];

describe('searchWindow', () => {
  it('reads a preset, a custom from/to, both intersected, and the default week', () => {
    expect(searchWindow('?dateRange=tw', today)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(searchWindow('?dateRange=lw', today)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(searchWindow('?from=2026-02-20&to=2026-03-05', today)).toEqual({
      from: '2026-02-20',
      to: '2026-03-05',
    });
    expect(searchWindow('from=2026-03-10', today)).toEqual({ from: '2026-03-10', to: '9999-12-31' });
    expect(searchWindow('?dateRange=tm&from=2026-03-10', today)).toEqual({
      from: '2026-03-10',
      to: '2026-03-31',
    });
    expect(searchWindow('?for=hearing', today)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(searchWindow('', today)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
  });

  it('is null for every date (dateRange=all)', () => {
    expect(searchWindow('?for=hearing&dateRange=all', today)).toBeNull();
  });

  it('has no default week for a feed, which searches every date', () => {
    expect(searchWindow('?for=hearing', today, false)).toBeNull();
    expect(searchWindow('for=hearing&dateRange=tw', today, false)).toEqual({
      from: '2026-03-08',
      to: '2026-03-14',
    });
  });
});

describe('matchedDates', () => {
  it('keeps the days inside the window, oldest first', () => {
    expect(matchedDates(dates, searchWindow('?dateRange=tw', today))).toEqual(['2026-03-09', '2026-03-11']);
    expect(matchedDates(dates, searchWindow('?from=2026-02-01&to=2026-03-05', today))).toEqual([
      '2026-02-25',
      '2026-03-04',
    ]);
  });

  it('shows the last day without a window, or when nothing falls inside it', () => {
    expect(matchedDates(dates, null)).toEqual(['2026-03-18']);
    expect(matchedDates(dates, { from: '2025-01-01', to: '2025-01-31' })).toEqual(['2026-03-18']);
    expect(matchedDates([], null)).toEqual([]);
  });
});

describe('matchedDaysText', () => {
  it('lists three days as the site writes them, and counts the rest', () => {
    expect(matchedDaysText([])).toBe('');
    expect(matchedDaysText(['2026-03-04'])).toBe('03/04/2026');
    expect(matchedDaysText(dates.slice(0, 3))).toBe('02/25/2026, 03/04/2026, 03/09/2026');
    expect(matchedDaysText(dates)).toBe('02/25/2026, 03/04/2026, 03/09/2026 and 2 more');
  });
});
