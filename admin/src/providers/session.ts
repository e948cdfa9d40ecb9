import type { Session } from '../types';
import { httpClient } from './httpClient';

/** The session answer kept in memory only (the token itself lives in an httpOnly cookie). */
let current: Session | null = null;
let pending: Promise<Session> | null = null;

export function cachedSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
}

/** Validates the cookie session once and reuses the answer; concurrent callers share one request. */
export function loadSession(force = false): Promise<Session> {
  if (current && !force) return Promise.resolve(current);
  pending ??= httpClient<Session>('/auth/validate_token')
    .then((session) => {
      current = session;
      return session;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
