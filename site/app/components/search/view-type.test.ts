import { describe, expect, it, vi } from 'vitest';
import { VIEW_TYPE_SCRIPT } from './view-type';

/** Runs the inline <head> script against a fake page whose storage holds `stored` (or throws it). */
function runScript(stored: string | null | Error) {
  const documentElement = { dataset: {} as Record<string, string> };
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const console = { error: vi.fn() };
  new Function('document', 'localStorage', 'console', VIEW_TYPE_SCRIPT)(
    { documentElement },
    localStorage,
    console,
  );
  return { view: documentElement.dataset.view, complaints: console.error.mock.calls.length };
}

describe('VIEW_TYPE_SCRIPT', () => {
  it('puts the stored view on <html> before the page paints', () => {
    expect(runScript('list')).toEqual({ view: 'list', complaints: 0 });
    expect(runScript('grid')).toEqual({ view: 'grid', complaints: 0 });
  });

  it('shows the grid when nothing is stored or storage is blocked', () => {
    expect(runScript(null)).toEqual({ view: 'grid', complaints: 0 });
    expect(runScript(new DOMException('blocked', 'SecurityError'))).toEqual({ view: 'grid', complaints: 0 });
  });

  it('reports a wrong stored value and shows the grid', () => {
    expect(runScript('table')).toEqual({ view: 'grid', complaints: 1 });
  });
});
