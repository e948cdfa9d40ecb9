import { redirect } from '@remix-run/node';
import { toApiError } from '@notices/common';
import { apiFor, forwardCookies } from './api.server';

/**
 * Trades the identity provider's one-time code for a session, then returns to the same URL without it.
 * A failure comes back as the `error` parameter, which the home page shows as a warning.
 */
export async function completeSocialSignIn(request: Request, url: URL, code: string): Promise<Response> {
  const target = new URL(url);
  target.searchParams.delete('identity_provider_id');
  const { error, response } = await apiFor(request).POST('/api/v1/auth/oauth', {
    params: { query: { provider: 'oidc' } },
    body: { identityProviderId: code },
  });
  if (!response.ok) {
    target.searchParams.set('error', toApiError(response.status, error).message || 'oauth_failed');
    // The API's Set-Cookie drops the browser-binding cookie of a failed code.
    return redirect(`${target.pathname}${target.search}`, { headers: forwardCookies(response) });
  }
  return redirect(`${target.pathname}${target.search}`, { headers: forwardCookies(response) });
}

/** Whether the API offers social sign-in; any failure means it does not. */
export async function socialSignInEnabled(request: Request): Promise<boolean> {
  try {
    const { data } = await apiFor(request).GET('/api/v1/auth/oauth');
    return data?.enabled === true;
  } catch {
    return false;
  }
}
