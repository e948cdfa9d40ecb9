import { describe, expect, it } from 'vitest';
import { dayOf, endOfDay, startOfDay } from './dayFilter';

describe('audit-log day filters', () => {
  it('cover the whole Detroit day, whatever the browser zone', () => {
    expect(startOfDay('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
    expect(endOfDay('2026-07-04')).toBe('2026-07-05T03:59:59.999Z');
    expect(startOfDay('2026-12-01')).toBe('2026-12-01T05:00:00.000Z');
    expect(endOfDay('2026-11-01')).toBe('2026-11-02T04:59:59.999Z'); // the 25-hour day
  });

  it('show a bound back as the day that was chosen', () => {
    expect(dayOf(startOfDay('2026-07-04'))).toBe('2026-07-04');
    expect(dayOf(endOfDay('2026-07-04'))).toBe('2026-07-04');
    expect(dayOf('')).toBe('');
  });
});
