import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './safe-storage';

/** A minimal Storage over a Map. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safe storage', () => {
  it('stores, reads and forgets values in the chosen store', () => {
    const local = fakeStorage();
    const session = fakeStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    expect(writeStored('view', 'list')).toBe(true);
    expect(writeStored('view', 'grid', 'sessionStorage')).toBe(true);
    expect(readStored('view')).toBe('list');
    expect(readStored('view', 'sessionStorage')).toBe('grid');
    removeStored('view');
    expect(readStored('view')).toBeNull();
    expect(session.getItem('view')).toBe('grid');
  });

  it('means "nothing remembered" on the server (no window)', () => {
    expect(readStored('view')).toBeNull();
    expect(writeStored('view', 'list')).toBe(false);
    expect(() => removeStored('view')).not.toThrow();
  });

  it('means "nothing remembered" when merely reading window.localStorage throws (blocked frame)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(readStored('view')).toBeNull();
    expect(writeStored('view', 'list')).toBe(false);
    expect(() => removeStored('view')).not.toThrow();
  });

  it('answers false when the store refuses the value (quota)', () => {
    const full = fakeStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    full.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('window', { localStorage: full });
    expect(writeStored('view', 'list')).toBe(false);
    expect(readStored('view')).toBeNull();
  });
});
