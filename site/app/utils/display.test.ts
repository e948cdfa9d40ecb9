import { DEFAULT_COLORS } from '@notices/common';
import { describe, expect, it } from 'vitest';
import { displayColors, emergencyHref } from './display';

describe('displayColors', () => {
  it('uses the URL’s colours when they are hex colours', () => {
    expect(displayColors(new URLSearchParams('searchBgColor=%23123&secondaryColor=+%23abcdef+'))).toEqual({
      '--color-bg-dark': '#123',
      '--color-accent': '#abcdef',
    });
  });

  it('falls back to the defaults for missing or invalid colours (no CSS injection)', () => {
    expect(
      displayColors(new URLSearchParams('searchBgColor=red&secondaryColor=%23fff%3Bcolor%3Ared')),
    ).toEqual({
      '--color-bg-dark': DEFAULT_COLORS.background,
      '--color-accent': DEFAULT_COLORS.secondary,
    });
  });
});

describe('emergencyHref', () => {
  it('is the search of the notice type, first page of 8, scrolled to the results', () => {
    expect(emergencyHref(12)).toBe('/?type=12&page=1&per=8#results');
  });
});
