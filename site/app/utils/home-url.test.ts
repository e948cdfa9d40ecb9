import { describe, expect, it } from 'vitest';
import { homeHref, searchOnly, STAY_KEY, windowHref } from './home-url';

describe('searchOnly', () => {
  it('keeps the search and drops every window key', () => {
    expect(
      searchOnly(
        '?for=well&mode=login&email=a%40b.c&reason=x&redirect=%2Fadmin&error=e&index=2&stay=1&pub=3',
      ),
    ).toBe('?for=well&pub=3');
  });

  it('is empty when only window keys were there', () => {
    expect(searchOnly('?mode=login&identity_provider_id=4')).toBe('');
    expect(searchOnly('')).toBe('');
  });
});

describe('windowHref', () => {
  it('opens a window over the search, replacing an earlier window’s keys', () => {
    expect(windowHref('/login', '?for=well&mode=old&email=x', { email: 'a@b.c' })).toBe(
      '/login?for=well&email=a%40b.c',
    );
  });

  it('carries stay=1 from window to window', () => {
    expect(windowHref('/register', `?for=x&${STAY_KEY}=1`)).toBe('/register?for=x&stay=1');
    expect(windowHref('/register', '?for=x')).toBe('/register?for=x');
  });

  it('is the bare path without a search', () => {
    expect(windowHref('/login', '')).toBe('/login');
  });
});

describe('homeHref', () => {
  it('leads back to the home page with its search', () => {
    expect(homeHref('?for=x&mode=login&stay=1')).toBe('/?for=x');
    expect(homeHref('?mode=login')).toBe('/');
  });
});
