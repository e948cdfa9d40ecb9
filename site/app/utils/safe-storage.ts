/**
 * Web storage that may be missing: in a third-party frame (the embed on a newspaper's page), in
 * private modes or with storage blocked, merely reading `window.localStorage` throws. Every
 * storage access of the site goes through here, so a blocked store only means "nothing remembered".
 */
export type StorageKind = 'localStorage' | 'sessionStorage';

function store(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** The stored value, or null when absent or when storage is unavailable. */
export function readStored(key: string, kind: StorageKind = 'localStorage'): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value when storage is available; answers whether it was kept. */
export function writeStored(key: string, value: string, kind: StorageKind = 'localStorage'): boolean {
  try {
    const target = store(kind);
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, kind: StorageKind = 'localStorage'): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // nothing to forget
  }
}
