import { describe, expect, it, vi } from 'vitest';
import { REMEMBERED_PER_SCRIPT, rememberedPerUrl } from './pagination';

describe('rememberedPerUrl', () => {
  it('adds a remembered page size to an address without one, canonically', () => {
    expect(rememberedPerUrl('http://site.test/?for=drain', '16')).toBe('/?for=drain&per=16');
    expect(rememberedPerUrl('http://site.test/?for=drain&page=2&name=Mine', '32')).toBe(
      '/?for=drain&page=2&per=32&name=Mine',
    );
    expect(rememberedPerUrl('http://site.test/', '4')).toBe('/?per=4');
  });

  it('leaves an address that names a size, the default and invalid values alone', () => {
    expect(rememberedPerUrl('http://site.test/?for=drain&per=8', '16')).toBeNull();
    expect(rememberedPerUrl('http://site.test/?for=drain', '8')).toBeNull();
    expect(rememberedPerUrl('http://site.test/?for=drain', '7')).toBeNull();
    expect(rememberedPerUrl('http://site.test/?for=drain', 'x')).toBeNull();
    expect(rememberedPerUrl('http://site.test/?for=drain', null)).toBeNull();
  });
});

/** Runs the inline script on a fake page at `href` whose storage holds `stored` (or throws it). */
function runScript(href: string, stored: string | null | Error) {
  const location = { href, replace: vi.fn() };
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const window = { stop: vi.fn() };
  new Function('location', 'localStorage', 'window', 'URL', REMEMBERED_PER_SCRIPT)(
    location,
    localStorage,
    window,
    URL,
  );
  return { stopped: window.stop.mock.calls.length, replaced: location.replace.mock.calls.map((c) => c[0]) };
}

describe('REMEMBERED_PER_SCRIPT', () => {
  it('stops the page and loads it again with the remembered size, so the results render once', () => {
    expect(runScript('http://site.test/?for=drain', '16')).toEqual({
      stopped: 1,
      replaced: ['/?for=drain&per=16'],
    });
  });

  it('does nothing for a size in the address, the default, a bad value or blocked storage', () => {
    const none = { stopped: 0, replaced: [] };
    expect(runScript('http://site.test/?for=drain&per=4', '16')).toEqual(none);
    expect(runScript('http://site.test/?for=drain', '8')).toEqual(none);
    expect(runScript('http://site.test/?for=drain', '5')).toEqual(none);
    expect(runScript('http://site.test/?for=drain', null)).toEqual(none);
    expect(runScript('http://site.test/?for=drain', new DOMException('blocked', 'SecurityError'))).toEqual(
      none,
    );
  });
});
