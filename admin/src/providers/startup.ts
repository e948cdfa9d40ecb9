import type { Session } from '../types';
import { api, ok } from './api';
import { i18nProvider } from './i18nProvider';
import { setSession } from './session';

export const INITIAL_REDIRECT_KEY = 'initialRedirect';

/** Warnings found while starting (an OAuth `error` parameter), shown once the layout is up. */
export const startupWarnings: Array<{ message: string; code: string }> = [];
let oauthError: string | null = null;

export function pendingOAuthError(): string | null {
  return oauthError;
}

function removeQueryParams(names: string[]): void {
  const url = new URL(window.location.href);
  names.forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

let started: Promise<void> | null = null;

const trade = (identityProviderId: string, replaceSession?: boolean) =>
  ok(
    api.POST('/api/v1/auth/oauth', {
      params: { query: { provider: 'oidc' } },
      body: { identityProviderId, ...(replaceSession ? { replaceSession } : {}) },
    }),
  );

/**
 * The code becomes a session; when this browser is signed in as someone else (409 session_exists) the
 * user is asked first, and only a yes replaces that session. A no keeps it (the warning says so).
 */
export async function tradeCode(identityProviderId: string): Promise<Session> {
  try {
    return await trade(identityProviderId);
  } catch (failure) {
    if ((failure as { body?: { code?: string } }).body?.code !== 'session_exists') throw failure;
    const current = await ok(api.GET('/api/v1/auth/validate_token'));
    const question = i18nProvider.translate('admin.oauth.replace', { name: current.user.fullName });
    if (!window.confirm(question)) throw failure;
    return trade(identityProviderId, true);
  }
}

/**
 * Runs once at start: an `identity_provider_id` from the OAuth callback is exchanged for a
 * session, an `error` parameter becomes a warning; both are removed from the URL.
 */
export function handleStartupParams(): Promise<void> {
  started ??= (async () => {
    const params = new URLSearchParams(window.location.search);
    const identityProviderId = params.get('identity_provider_id');
    const error = params.get('error');
    if (error) {
      oauthError = error;
      startupWarnings.push({ message: 'admin.oauth.error', code: error });
    }
    if (identityProviderId) {
      try {
        setSession(await tradeCode(identityProviderId));
      } catch (failure) {
        console.error('Identity-provider sign-in failed', failure);
        const code = (failure as { body?: { code?: string } }).body?.code ?? 'oauth_failed';
        oauthError = code;
        startupWarnings.push({ message: 'admin.oauth.error', code });
      }
    }
    if (identityProviderId || error) removeQueryParams(['identity_provider_id', 'error']);
  })();
  return started;
}

/** Remembers the admin page asked for, to return to it after sign-in on the public site. */
export function rememberInitialRedirect(): void {
  const hash = window.location.hash || '#/';
  if (hash !== '#/' && hash !== '#') localStorage.setItem(INITIAL_REDIRECT_KEY, `/admin/${hash}`);
}

export const forgetInitialRedirect = () => localStorage.removeItem(INITIAL_REDIRECT_KEY);

/** Follows the remembered page once, after a successful session check. */
export function followInitialRedirect(): void {
  const stored = localStorage.getItem(INITIAL_REDIRECT_KEY);
  if (!stored) return;
  localStorage.removeItem(INITIAL_REDIRECT_KEY);
  const hashIndex = stored.indexOf('#');
  const target = hashIndex >= 0 ? stored.slice(hashIndex) : `#${stored.startsWith('/') ? '' : '/'}${stored}`;
  if (window.location.hash !== target) window.location.hash = target;
}
