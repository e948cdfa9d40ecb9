import { DEFAULT_COLORS } from '@notices/common';
import { describe, expect, it, vi } from 'vitest';
import {
  displayColors,
  emergencyFallbackHref,
  emergencyHref,
  emergencyTypeOf,
  OLD_LINK_SCRIPT,
  searchPageTitle,
  STORAGE_GUARD_SCRIPT,
} from './display';

describe('displayColors', () => {
  it('uses the URL’s colours when they are hex colours', () => {
    expect(displayColors(new URLSearchParams('searchBgColor=%23123&secondaryColor=+%23abcdef+'))).toEqual({
      '--color-bg-dark': '#123',
      '--color-accent': '#abcdef',
      '--color-on-bg-dark': '#ffffff',
    });
  });

  it('writes dark text on a light background a newspaper chose, white on a dark one', () => {
    expect(displayColors(new URLSearchParams('searchBgColor=%23fafafa'))['--color-on-bg-dark']).toBe(
      DEFAULT_COLORS.background,
    );
    expect(displayColors(new URLSearchParams('searchBgColor=%230b3d91'))['--color-on-bg-dark']).toBe(
      '#ffffff',
    );
  });

  it('falls back to the defaults for missing or invalid colours (no CSS injection)', () => {
    expect(
      displayColors(new URLSearchParams('searchBgColor=red&secondaryColor=%23fff%3Bcolor%3Ared')),
    ).toEqual({
      '--color-bg-dark': DEFAULT_COLORS.background,
      '--color-accent': DEFAULT_COLORS.secondary,
      '--color-on-bg-dark': '#ffffff',
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

describe('searchPageTitle', () => {
  it('names the saved search, else the text searched, else the page', () => {
    expect(searchPageTitle('My roads', 'culvert')).toBe('My roads | Michigan Public Notices');
    expect(searchPageTitle(undefined, '  foreclosure  ')).toBe(
      'foreclosure — Search public notices | Michigan Public Notices',
    );
    expect(searchPageTitle(undefined, '')).toBe('Search public notices | Michigan Public Notices');
    expect(searchPageTitle(undefined, 'x'.repeat(80))).toBe(
      `${'x'.repeat(59)}… — Search public notices | Michigan Public Notices`,
    );
  });
});

describe('STORAGE_GUARD_SCRIPT', () => {
  const run = (window: Record<string, unknown>) => new Function('window', STORAGE_GUARD_SCRIPT)(window);

  it('puts a working in-memory storage in place of a blocked one', () => {
    const window: Record<string, unknown> = {};
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new Error('SecurityError');
        },
      });
    run(window);
    const storage = window.sessionStorage as Storage;
    storage.setItem('a', '1');
    expect([storage.getItem('a'), storage.getItem('b'), storage.length, storage.key(0)]).toEqual([
      '1',
      null,
      1,
      'a',
    ]);
    storage.removeItem('a');
    expect(storage.length).toBe(0);
  });

  it('leaves a working storage alone', () => {
    const real = { getItem: () => null };
    const window: Record<string, unknown> = { localStorage: real, sessionStorage: real };
    run(window);
    expect(window.sessionStorage).toBe(real);
  });
});
