import { describe, expect, it } from 'vitest';
import { effectiveQuery } from './search.server';

describe('effectiveQuery', () => {
  it('searches this week, page 1 of 8, when nothing was chosen', () => {
    expect(effectiveQuery({ for: 'x' })).toEqual({ for: 'x', dateRange: 'tw', page: 1, per: 8 });
  });

  it('adds no range to explicit dates, to a chosen range, or when the default range is off', () => {
    expect(effectiveQuery({ from: '2026-01-01' }).dateRange).toBeUndefined();
    expect(effectiveQuery({ to: '2026-01-01' }).dateRange).toBeUndefined();
    expect(effectiveQuery({ dateRange: 'lm' }).dateRange).toBe('lm');
    expect(effectiveQuery({}, false).dateRange).toBeUndefined();
  });

  it('keeps a chosen page and page size', () => {
    expect(effectiveQuery({ page: 3, per: 32 })).toMatchObject({ page: 3, per: 32 });
  });
});
