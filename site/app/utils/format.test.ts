import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, lastDate, truncate } from './format';

describe('truncate', () => {
  it('collapses white space and keeps short text whole', () => {
    expect(truncate('  a \n b  ', 10)).toBe('a b');
  });

  it('cuts at a word boundary and drops trailing punctuation before the ellipsis', () => {
    expect(truncate('The council will meet, then vote', 24)).toBe('The council will meet…');
  });

  it('cuts inside a word when the last space is in the first half', () => {
    expect(truncate('a supercalifragilistic', 10)).toBe('a supercal…');
  });
});

describe('formatDay and formatDateTime', () => {
  it('show a day (or an instant’s day part) as MM/DD/YYYY, anything else as it came', () => {
    expect(formatDay('2026-03-04')).toBe('03/04/2026');
    expect(formatDay('2026-03-04T10:00:00Z')).toBe('03/04/2026');
    expect(formatDay('soon')).toBe('soon');
  });

  it('read a timestamp given as digits; keep an unreadable value as it came', () => {
    const instant = Date.UTC(2026, 0, 15, 17, 5);
    expect(formatDateTime(String(instant))).toBe(formatDateTime(instant));
    expect(formatDateTime(instant)).toBe('01/15/2026, 12:05 PM');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('lastDate', () => {
  it('is the newest day, or null without days', () => {
    expect(lastDate(['2026-01-01', '2026-01-08'])).toBe('2026-01-08');
    expect(lastDate([])).toBeNull();
  });
});
