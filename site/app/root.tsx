import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '~/components/site-header';
import { getSession } from '~/utils/api.server';
import { completeSocialSignIn } from '~/utils/oauth.server';
import stylesUrl from '~/styles/app.css?url';
import formStylesUrl from '~/styles/forms.css?url';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'stylesheet', href: formStylesUrl },
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
  return { user, year: new Date().getFullYear() };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#141d25" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
        <SiteHeader user={data?.user ?? null} />
        <main id="main-content" tabIndex={-1} className="container main">
          {children}
        </main>
        <SiteFooter year={data?.year ?? new Date().getFullYear()} />
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
