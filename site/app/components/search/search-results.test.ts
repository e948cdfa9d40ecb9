import { describe, expect, it } from 'vitest';
import { shouldFocusResults } from './search-results';

describe('shouldFocusResults', () => {
  it('moves the focus to the results after a new search or page, pushed or replaced', () => {
    expect(shouldFocusResults('', '?for=drain', 'PUSH', null)).toBe(true);
    expect(shouldFocusResults('?for=drain', '?for=drain&page=2', 'PUSH', null)).toBe(true);
    expect(shouldFocusResults('?for=drain', '?for=drain&per=16', 'REPLACE', undefined)).toBe(true);
  });

  it('leaves it alone for a window opened or closed, Back and Forward, and the remembered size', () => {
    expect(shouldFocusResults('?for=drain', '?for=drain&stay=1', 'PUSH', null)).toBe(false);
    expect(shouldFocusResults('?for=drain&mode=x', '?for=drain', 'PUSH', null)).toBe(false);
    expect(shouldFocusResults('?for=drain', '?for=zoning', 'POP', null)).toBe(false);
    expect(shouldFocusResults('?for=drain', '?for=drain&per=16', 'REPLACE', { keepFocus: true })).toBe(false);
  });
});
