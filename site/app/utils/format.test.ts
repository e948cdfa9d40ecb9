import { describe, expect, it } from 'vitest';
import { lastDate, truncate } from './format';

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

describe('lastDate', () => {
  it('is the newest day, or null without days', () => {
    expect(lastDate(['2026-01-01', '2026-01-08'])).toBe('2026-01-08');
    expect(lastDate([])).toBeNull();
  });
});
