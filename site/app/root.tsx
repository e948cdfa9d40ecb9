import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { detroitDay, ErrorCode } from '@notices/common';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { VIEW_TYPE_SCRIPT } from '~/components/search/view-type';
import { SiteFooter, SiteHeader } from '~/components/site-header';
import { useNonce } from '~/utils/nonce';
import { displayColors, OLD_LINK_SCRIPT, STORAGE_GUARD_SCRIPT } from '~/utils/display';
import { emergencyLink } from '~/utils/emergency.server';
import { CLEAR_SESSION_COOKIE, readSession } from '~/utils/api.server';
import { windowHref } from '~/utils/home-url';
import { statusText } from '~/utils/messages';
import { completeSocialSignIn } from '~/utils/oauth.server';
import printStylesUrl from '~/styles/print.css?url';
import stylesUrl from '~/styles/site.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // One request blocks the first paint; the print rules load without blocking it.
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'stylesheet', href: printStylesUrl, media: 'print' },
];

export const meta: MetaFunction = () => [
  { title: 'Michigan Public Notices' },
  { name: 'description', content: 'Search legal and public notices published in Michigan newspapers.' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('identity_provider_id');
  // The identity provider sends the visitor back with a one-time code: trade it for a session.
  if (code) throw await completeSocialSignIn(request, url, code);
  const { session, expired } = await readSession(request);
  // A 401 while signed in: the cookie goes, and the access-denied window says why.
  if (expired && url.pathname !== '/embed') {
    const headers = { 'Set-Cookie': CLEAR_SESSION_COOKIE };
    const target = url.pathname === '/' || url.pathname.startsWith('/notices/') ? url.search : '';
    throw redirect(windowHref('/access-denied', target, { reason: ErrorCode.sessionExpired }), { headers });
  }
  const user = session
    ? { fullName: session.user.fullName, email: session.user.email, pictureUrl: session.user.pictureUrl }
    : null;
  // The embed shows no header, so it needs no Emergency button.
  const emergency = url.pathname === '/embed' ? null : await emergencyLink(request, context);
  // The year of Detroit's today, as every other date of the site (a server in UTC turns it over hours early).
  return { user, year: Number(detroitDay().slice(0, 4)), emergency };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const embed = useMatches().some((match) => match.id === 'routes/embed');
  const colors = displayColors(new URLSearchParams(location.search));
  const nonce = useNonce();
  return (
    // The head scripts set data-view (and printing sets data-print) before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors['--color-bg-dark']} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: OLD_LINK_SCRIPT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: VIEW_TYPE_SCRIPT }} />
        {embed ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: STORAGE_GUARD_SCRIPT }} /> : null}
        <Meta />
        <Links />
      </head>
      <body style={colors}>
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
        {embed ? null : <SiteHeader user={data?.user ?? null} emergencyHref={data?.emergency ?? null} />}
        <main
          id="main-content"
          tabIndex={-1}
          className={embed ? 'container main main-embed' : 'container main'}
        >
          {children}
        </main>
        {embed ? null : <SiteFooter year={data?.year ?? new Date().getFullYear()} />}
        {/* Its inline script reads sessionStorage unguarded, which throws in a third-party frame. */}
        {embed ? null : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  let status = 500;
  let message = 'Something went wrong. Please try again later.';
  if (isRouteErrorResponse(error)) {
    status = error.status;
    // The router's own texts ('No route matches URL …') are for developers, not visitors.
    const internal = 'internal' in error && error.internal === true;
    const ownText = !internal && typeof error.data === 'string' && error.data ? error.data : null;
    message = ownText ?? (status === 404 ? NOT_FOUND_PAGE_TEXT : statusText(status));
  } else if (error instanceof Error && import.meta.env.DEV) {
    message = error.message;
  }
  const title = status === 404 ? 'Page not found' : `Error ${status}`;
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <a href="/">Search public notices</a>
      </p>
    </section>
  );
}

const NOT_FOUND_PAGE_TEXT =
  'There is no page at this address. It may have moved, or the address may be mistyped.';
