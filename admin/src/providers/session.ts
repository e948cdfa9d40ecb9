import { useEffect, useSyncExternalStore } from 'react';
import type { Session } from '../types';
import { api, ok } from './api';

/** The session answer kept in memory only (the token itself lives in an httpOnly cookie). */
let current: Session | null = null;
let pending: Promise<Session> | null = null;
/** When `current` was answered (ms since the epoch); 0 before the first answer. */
let answeredAt = 0;
const listeners = new Set<() => void>();

function keep(session: Session | null): void {
  current = session;
  answeredAt = Date.now();
  listeners.forEach((listener) => listener());
}

export function cachedSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  keep(session);
}

/** Calls `listener` whenever the kept session answer changes; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Validates the cookie session once and reuses the answer; concurrent callers share one request. */
export function loadSession(force = false): Promise<Session> {
  if (current && !force) return Promise.resolve(current);
  pending ??= ok(api.GET('/api/v1/auth/validate_token'))
    .then((session) => {
      keep(session);
      return session;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The session answer, asked again when this component mounts and the answer is older than `maxAgeMs`:
 * what it carries (the system settings, the user's rights) may have changed in another window since
 * sign-in. The component renders with the kept answer at once and again when the new one arrives. A
 * failure (a session that ended) is left to the next data request, which leads to the login window.
 */
export function useFreshSession(maxAgeMs: number): Session | null {
  const session = useSyncExternalStore(subscribeSession, cachedSession);
  useEffect(() => {
    if (Date.now() - answeredAt > maxAgeMs) loadSession(true).catch(() => undefined);
  }, [maxAgeMs]);
  return session;
}
