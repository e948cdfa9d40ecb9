import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { apiFor, CLEAR_SESSION_COOKIE, forwardCookies } from '~/utils/api.server';

/** DELETE auth/logout ends the session on the server; its Set-Cookie clears the browser's cookie. */
async function logout(request: Request) {
  const { response } = await apiFor(request).DELETE('/api/v1/auth/logout');
  const headers = forwardCookies(response);
  if (!headers.has('Set-Cookie')) {
    // The API did not answer: still drop the cookie, so the visitor is signed out here.
    headers.append('Set-Cookie', CLEAR_SESSION_COOKIE);
  }
  return redirect('/', { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

// /logout also works as a plain link (GET), not only as a form post.
export async function loader({ request }: LoaderFunctionArgs) {
  return logout(request);
}
