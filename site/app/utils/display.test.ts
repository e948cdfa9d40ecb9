import { DEFAULT_COLORS } from '@notices/common';
import { describe, expect, it, vi } from 'vitest';
import {
  displayColors,
  emergencyFallbackHref,
  emergencyHref,
  emergencyTypeOf,
  OLD_LINK_SCRIPT,
} from './display';

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

/** Runs the inline script for a page opened with `hash`; answers where it sent the browser, if anywhere. */
function openedWith(hash: string): string | undefined {
  const location = { hash, replace: vi.fn() };
  new Function('location', OLD_LINK_SCRIPT)(location);
  return location.replace.mock.calls[0]?.[0];
}

describe('OLD_LINK_SCRIPT (links of the old single-page app)', () => {
  it('opens the notice page for /#/notices/{id} and /#/?noticeId={id}', () => {
    expect(openedWith('#/notices/42')).toBe('/notices/42');
    expect(openedWith('#/?noticeId=7')).toBe('/notices/7');
    expect(openedWith('#/?for=well&noticeId=7&page=2')).toBe('/notices/7');
  });

  it('opens the search for /#/?…', () => {
    expect(openedWith('#/?for=well&pub=3')).toBe('/?for=well&pub=3');
  });

  it('leaves other hashes (in-page anchors) alone', () => {
    expect(openedWith('#results')).toBeUndefined();
    expect(openedWith('#/?')).toBeUndefined();
    expect(openedWith('')).toBeUndefined();
  });
});

describe('the Emergency button on an empty week', () => {
  it('reads the type of the button’s link', () => {
    expect(emergencyTypeOf(emergencyHref(12))).toBe(12);
    expect(emergencyTypeOf(null)).toBeNull();
    expect(emergencyTypeOf('/?type=abc')).toBeNull();
  });

  it('offers the last 30 days for the button’s own search only', () => {
    const today = '2026-11-28';
    expect(emergencyFallbackHref({ type: 12, page: 1, per: 8 }, false, 12, today)).toBe(
      '/?type=12&from=2026-10-29&to=2026-11-28&page=1&per=8#results',
    );
    expect(emergencyFallbackHref({ type: 12, dateRange: 'tw' }, false, 12, today)).not.toBeNull();
    expect(emergencyFallbackHref({ type: 12, for: 'storm' }, false, 12, today)).toBeNull();
    expect(emergencyFallbackHref({ type: 12, dateRange: 'tm' }, false, 12, today)).toBeNull();
    expect(emergencyFallbackHref({ type: 12 }, true, 12, today)).toBeNull();
    expect(emergencyFallbackHref({ type: 7 }, false, 12, today)).toBeNull();
    expect(emergencyFallbackHref({ type: 12 }, false, null, today)).toBeNull();
  });
});
