import { HttpError, type AuthProvider } from 'react-admin';
import { RESOURCE_ACTIONS, can, type Permission, type Resource } from '@notices/common';
import { api, ok } from './api';
import { cachedSession, loadSession, setSession } from './session';
import {
  followInitialRedirect,
  forgetInitialRedirect,
  handleStartupParams,
  pendingOAuthError,
  rememberInitialRedirect,
} from './startup';

/** react-admin resource names → names in the permission table. */
const RESOURCES: Record<string, Resource> = {
  users: 'users',
  savedsearches: 'savedSearches',
  noticetypes: 'noticeTypes',
  notices: 'notices',
  publications: 'publications',
  billingreports: 'billingReports',
  systemsettings: 'systemSettings',
  mailbox: 'mailbox',
  text_messages: 'textMessages',
  apikeys: 'apiKeys',
  api_keys: 'apiKeys',
  audit_log: 'auditLog',
};

/** Resources read with `index` alone (list and show): the outboxes. */
const READ_ONLY = new Set<Resource>(['mailbox', 'textMessages']);

/** react-admin's action → ours: the API keys page and its actions need `apiKeys.manage`. */
function ourAction(name: Resource, action: string): string {
  if (READ_ONLY.has(name)) return 'index';
  if (name === 'apiKeys') return 'manage';
  return action === 'list' ? 'index' : action;
}

function toPermission(resource: string, action: string): Permission | null {
  const name = RESOURCES[resource] ?? (resource in RESOURCE_ACTIONS ? (resource as Resource) : undefined);
  if (!name) return null;
  const mapped = ourAction(name, action);
  const actions: readonly string[] = RESOURCE_ACTIONS[name];
  return actions.includes(mapped) ? (`${name}.${mapped}` as Permission) : null;
}

/** The session, once the start-up parameters (OAuth return) have been handled. */
const session = () => handleStartupParams().then(() => loadSession());

/**
 * Why the admin is left: `signin` when the session check answered 401 (a bookmarked or shared link
 * opened signed out), `expired` when a request answered 401 mid-work; null otherwise (signing out, or
 * the API unreachable, which the home page reports).
 */
let signInReason: 'signin' | 'expired' | null = null;

/**
 * Set once the user signs out on purpose: the queries still running then answer 401 (the session is
 * gone) and call logout again, which must not turn the deliberate sign-out into "sign in to continue".
 */
let signingOut = false;

/** Set once the browser has been sent to the public site. */
let leaving = false;

/**
 * Leaves the admin for the public site, where sign-in happens. A page that needed a session (a
 * bookmarked or shared link, or a session that ended) opens the sign-in window at once with the reason;
 * signing in leads to /admin/, which follows the remembered page.
 */
function goToSite(signedOut: boolean): void {
  // Each query that met the ended session signs out again: the first navigation stands, since a second
  // one would abort it (to the same address or not).
  if (leaving) return;
  leaving = true;
  const error = pendingOAuthError();
  if (error) window.location.assign(`/?error=${encodeURIComponent(error)}`);
  else if (signedOut && signInReason && !signingOut) window.location.assign(`/login?reason=${signInReason}`);
  else window.location.assign('/');
}

export const authProvider: AuthProvider = {
  // Sign-in happens on the public site; the admin never shows a login form.
  login: () => Promise.resolve(),

  async checkAuth() {
    try {
      await session();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401 && !signingOut) {
        rememberInitialRedirect();
        signInReason ??= 'signin';
      }
      // logout() then sends the browser to the public site; no react-admin redirect, no notification.
      throw { redirectTo: false, message: false };
    }
    followInitialRedirect();
  },

  async logout() {
    const hadSession = cachedSession() !== null;
    if (hadSession) signingOut = true;
    setSession(null);
    try {
      await ok(api.DELETE('/api/v1/auth/logout'));
    } catch (error) {
      if (hadSession) console.warn('Logout call failed', error);
    }
    // Signing out on purpose forgets any page remembered earlier.
    if (hadSession) forgetInitialRedirect();
    goToSite(!hadSession);
    return false;
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      if (!signingOut) {
        // The first 401 decides: another query of the same page answers 401 after this one has already
        // dropped the session, and must not turn "your session has ended" into a plain sign-in.
        signInReason ??= cachedSession() !== null ? 'expired' : 'signin';
        rememberInitialRedirect();
      }
      setSession(null);
      throw { redirectTo: false, message: false };
    }
    // 403: the failing query already shows the access-denied message; the user stays signed in.
  },

  async getIdentity() {
    const { user } = await session();
    return {
      id: user.id,
      fullName: user.fullName,
      avatar: user.pictureUrl ?? undefined,
      email: user.email,
      roles: user.roles,
      user,
    };
  },

  async getPermissions() {
    return (await session()).permissions;
  },

  async canAccess({ resource, action }) {
    const permission = toPermission(resource, action);
    if (!permission) return false;
    const { permissions } = await session();
    return can(permissions, permission);
  },
};
