import { redirect } from '@remix-run/node';
import { apiSend, forwardCookies, readApiError } from './api.server';

/**
 * Trades the identity provider's one-time code for a session, then returns to the same URL without it.
 * A failure comes back as the `error` parameter, which the home page shows as a warning.
 */
export async function completeSocialSignIn(request: Request, url: URL, code: string): Promise<Response> {
  const target = new URL(url);
  target.searchParams.delete('identity_provider_id');
  const response = await apiSend(request, 'POST', '/auth/oauth?provider=oidc', { identityProviderId: code });
  if (!response.ok) {
    const error = await readApiError(response);
    target.searchParams.set('error', error.message || 'oauth_failed');
    // The API's Set-Cookie drops the browser-binding cookie of a failed code.
    return redirect(`${target.pathname}${target.search}`, { headers: forwardCookies(response) });
  }
  return redirect(`${target.pathname}${target.search}`, { headers: forwardCookies(response) });
}

/** Whether the API offers social sign-in; any failure means it does not. */
export async function socialSignInEnabled(request: Request): Promise<boolean> {
  const response = await apiSend(request, 'GET', '/auth/oauth');
  if (!response.ok) return false;
  try {
    const body = (await response.json()) as { enabled?: unknown };
    return body.enabled === true;
  } catch {
    return false;
  }
}
