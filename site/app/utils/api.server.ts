import {
  AUTH_COOKIE_NAME,
  createApiClient,
  networkFailureAnswer,
  type ApiClient,
  type ApiSchema,
} from '@notices/common';

/** The backend's internal header naming the visitor (its Remix adapter sets it on every request). */
const SITE_VISITOR_HEADER = 'X-Site-Visitor';

/** Where the API lives: the same Node process by default (the backend mounts this site). */
function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/** The visitor's headers the API needs: their cookie goes along with who and where they are. */
function visitorHeaders(request: Request): Headers {
  const headers = new Headers({ Accept: 'application/json' });
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
  return headers;
}

/**
 * The typed API client acting for the visitor (see visitorHeaders). Each call answers
 * `{ data, error, response }` with the Response untouched (redirects are not followed); a call that
 * never got an answer reads as the API's 503 network_error answer, so callers handle one kind of result.
 */
export function apiFor(request: Request): ApiClient {
  return createApiClient({
    baseUrl: apiOrigin(),
    headers: visitorHeaders(request),
    redirect: 'manual',
    middleware: [networkFailureAnswer],
  });
}

/** Copies the API's Set-Cookie headers, so signing in or out reaches the browser. */
export function forwardCookies(response: Response, headers: Headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
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
 * 401 for (expired, signed out elsewhere, blocked) is a 401 while signed in.
 */
export async function readSession(request: Request): Promise<{ session: Session | null; expired: boolean }> {
  if (!hasSessionCookie(request)) return { session: null, expired: false };
  try {
    const { data, response } = await apiFor(request).GET('/api/v1/auth/validate_token');
    return { session: data ?? null, expired: response.status === 401 };
  } catch {
    return { session: null, expired: false };
  }
}

/** A Set-Cookie that drops the session cookie, as signing out does. */
export const CLEAR_SESSION_COOKIE = `${AUTH_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
