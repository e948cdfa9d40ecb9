/**
 * `stay=1`: the sign-in window was opened over a search page, so signing in returns to that search
 * instead of the back office (which is where the plain `/login` route leads).
 */
export const STAY_KEY = 'stay';

/** Query keys that belong to a window, not to the search kept in the home URL. */
const WINDOW_KEYS = [
  'mode',
  'email',
  'reason',
  'redirect',
  'error',
  'identity_provider_id',
  'index',
  STAY_KEY,
];

/** The search part of a URL without window keys, with its leading "?" (or empty). */
export function searchOnly(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of WINDOW_KEYS) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A window path that keeps the home page's search underneath it. */
export function windowHref(path: string, search: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(searchOnly(search));
  // Moving between windows (login, register, forgot password) keeps where the visitor came from.
  if (new URLSearchParams(search).get(STAY_KEY)) params.set(STAY_KEY, '1');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The home page with its search, which is where closing a window leads. */
export function homeHref(search: string): string {
  return `/${searchOnly(search)}`;
}
