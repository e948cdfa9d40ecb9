import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';
import { setSession } from './session';
import type { Session } from '../types';

afterEach(() => vi.unstubAllGlobals());

describe('a session that ends mid-work', () => {
  it('sends to the sign-in window once, with "expired", however many queries answer 401', async () => {
    const assign = vi.fn();
    const storage = new Map<string, string>();
    vi.stubGlobal('window', { location: { assign, hash: '#/noticetypes', search: '' } });
    vi.stubGlobal('localStorage', {
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
      getItem: (key: string) => storage.get(key) ?? null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    setSession({ user: { id: 1 } } as unknown as Session);
    // Two queries of the page meet the ended session; react-admin then signs out.
    for (let i = 0; i < 2; i++) {
      await authProvider.checkError({ status: 401 }).catch(() => undefined);
      await authProvider.logout({});
    }
    expect(assign.mock.calls).toEqual([['/login?reason=expired']]);
    expect(storage.get('initialRedirect')).toBe('/admin/#/noticetypes');
  });
});
