import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
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
import { displayColors, emergencyHref, OLD_LINK_SCRIPT } from '~/utils/display';
import { getSession } from '~/utils/api.server';
import { completeSocialSignIn } from '~/utils/oauth.server';
import stylesUrl from '~/styles/app.css?url';
import formStylesUrl from '~/styles/forms.css?url';
import printStylesUrl from '~/styles/print.css?url';
import resultsStylesUrl from '~/styles/results.css?url';
import searchStylesUrl from '~/styles/search.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'stylesheet', href: formStylesUrl },
  { rel: 'stylesheet', href: searchStylesUrl },
  { rel: 'stylesheet', href: resultsStylesUrl },
  { rel: 'stylesheet', href: printStylesUrl },
];

export const meta: MetaFunction = () => [
  { title: 'Michigan Public Notices' },
  { name: 'description', content: 'Search legal and public notices published in Michigan newspapers.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('identity_provider_id');
  // The identity provider sends the visitor back with a one-time code: trade it for a session.
  if (code) throw await completeSocialSignIn(request, url, code);
  const session = await getSession(request);
  const user = session
    ? { fullName: session.user.fullName, email: session.user.email, pictureUrl: session.user.pictureUrl }
    : null;
  // Configuration: the Emergency button's notice type (hidden when unset).
  const emergencyTypeId = Number(process.env.EMERGENCY_NOTICE_TYPE_ID);
  const emergency =
    Number.isInteger(emergencyTypeId) && emergencyTypeId > 0 ? emergencyHref(emergencyTypeId) : null;
  return { user, year: new Date().getFullYear(), emergency };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const embed = useMatches().some((match) => match.id === 'routes/embed');
  const colors = displayColors(new URLSearchParams(location.search));
  return (
    // The head scripts set data-view (and printing sets data-print) before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors['--color-bg-dark']} />
        <script dangerouslySetInnerHTML={{ __html: OLD_LINK_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: VIEW_TYPE_SCRIPT }} />
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
        <ScrollRestoration />
        <Scripts />
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
    message =
      typeof error.data === 'string' && error.data
        ? error.data
        : status === 404
          ? 'Page not found.'
          : error.statusText || message;
  } else if (error instanceof Error && import.meta.env.DEV) {
    message = error.message;
  }
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <h1 id="error-title">Error {status}</h1>
      <p role="alert">{message}</p>
      <p>
        <a href="/">Back to the search page</a>
      </p>
    </section>
  );
}
