import { AUTH_COOKIE_NAME, type ApiSchema } from '@notices/common';

/** The backend's internal header naming the visitor (its Remix adapter sets it on every request). */
const SITE_VISITOR_HEADER = 'X-Site-Visitor';

/** Where the API lives: the same Node process by default (the backend mounts this site). */
export function apiBase(): string {
  const origin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return `${origin}/api/v1`;
}

/** Calls the API on behalf of the visitor: their cookie goes along, the Response comes back untouched. */
export async function apiFetch(request: Request, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = request.headers.get('Cookie');
  if (cookie) headers.set('Cookie', cookie);
  // The API rate-limits logins per client address and records the browser on sessions: pass both on.
  // Mounted in the backend, the site gets the visitor's address vouched for by the backend's Remix adapter
  // (a header only that process can make, backend/src/web/site-visitor.ts); run apart, it passes on
  // X-Forwarded-For, which the API believes only from the proxies its TRUST_PROXY names.
  const address = request.headers.has(SITE_VISITOR_HEADER) ? SITE_VISITOR_HEADER : 'X-Forwarded-For';
  // The page's request id goes along too, so the API's log lines for this page carry the page's id.
  // Origin and Sec-Fetch-Site are the browser's: the API refuses cookie changes from other origins.
  for (const name of [address, 'User-Agent', 'X-Request-Id', 'Origin', 'Sec-Fetch-Site']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(`${apiBase()}${path}`, { ...init, headers, redirect: 'manual' });
}

/** What a call that never got an answer reads as: a 503 in the API's error shape. */
export const networkErrorResponse = () =>
  Response.json({ statusCode: 503, message: 'network_error' }, { status: 503 });

/** Sends a JSON body; a network failure becomes a 503 answer so callers handle one kind of result. */
export async function apiSend(
  request: Request,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  try {
    return await apiFetch(request, path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return networkErrorResponse();
  }
}

/** Copies the API's Set-Cookie headers, so signing in or out reaches the browser. */
export function forwardCookies(response: Response, headers: Headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

export interface ApiError {
  status: number;
  message: string;
  errors: Record<string, string>;
}

/** Reads the one error shape of the API; anything unreadable keeps only the status. */
export async function readApiError(response: Response): Promise<ApiError> {
  const error: ApiError = { status: response.status, message: '', errors: {} };
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, errors } = body as { message?: unknown; errors?: unknown };
      if (typeof message === 'string') error.message = message;
      if (errors && typeof errors === 'object') {
        for (const [key, value] of Object.entries(errors)) {
          if (typeof value === 'string') error.errors[key] = value;
        }
      }
    }
  } catch {
    // not JSON: the status alone decides the text
  }
  return error;
}

/** The signed-in user and their permission map, as auth/validate_token answers (the API contract). */
export type SessionUser = ApiSchema<'UserResponseDto'>;
export type Session = ApiSchema<'SessionAnswerDto'>;

/** The session answer of GET auth/validate_token; 401, any failure or an unreachable API mean signed out. */
export async function getSession(request: Request): Promise<Session | null> {
  return (await readSession(request)).session;
}

/** True when the request carries a session cookie at all. */
function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get('Cookie') ?? '';
  return cookie.split(';').some((part) => part.trim().startsWith(`${AUTH_COOKIE_NAME}=`));
}

/**
 * The session and whether the visitor was signed in a moment ago: a session cookie the API answers
 * 401 for (expired, signed out elsewhere, blocked) is a 401 while signed in (spec §8).
 */
export async function readSession(request: Request): Promise<{ session: Session | null; expired: boolean }> {
  if (!hasSessionCookie(request)) return { session: null, expired: false };
  try {
    const response = await apiFetch(request, '/auth/validate_token');
    if (response.status === 401) return { session: null, expired: true };
    if (!response.ok) return { session: null, expired: false };
    return { session: (await response.json()) as Session, expired: false };
  } catch {
    return { session: null, expired: false };
  }
}

/** A Set-Cookie that drops the session cookie, as signing out does. */
export const CLEAR_SESSION_COOKIE = `${AUTH_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
