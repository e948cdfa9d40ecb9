import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect } from 'react';
import { FormMessage } from '~/components/form-field';
import { PER_KEY, rememberedPerUrl } from '~/components/search/pagination';
import { SearchPage } from '~/components/search/search-page';
import { searchPageTitle } from '~/utils/display';
import { searchOnly } from '~/utils/home-url';
import { oauthErrorText } from '~/utils/messages';
import { readStored } from '~/utils/safe-storage';
import { loadSearchPage } from '~/utils/search-page.server';
import type { loader as rootLoader } from '~/root';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: searchPageTitle(data?.extras.name, data?.query.for),
  },
  {
    name: 'description',
    content: data?.extras.name
      ? `Michigan public notices found by the saved search “${data.extras.name}”.`
      : 'Search Michigan public notices: foreclosures, probate, zoning hearings, ordinances and bids, from newspapers and local governments.',
  },
  ...(data
    ? [
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/atom+xml',
          title: 'Notices of this search (Atom feed)',
          href: data.feedHref,
        },
      ]
    : []),
];

/** The home page: the search form and the results of the URL's search, in the first HTML. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSearchPage(request, context);
}

/**
 * A search reached in the browser (the header's Search link, Show all) without a page size: with one
 * remembered, the browser goes straight to the address with it, so the results render once, with that
 * size, instead of the default first. Not run for the first page load (REMEMBERED_PER_SCRIPT does that).
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const target = rememberedPerUrl(request.url, readStored(PER_KEY));
  if (target) throw redirect(target);
  return serverLoader<typeof loader>();
}

// Opening or closing a window changes the path, not the search: the form's lists need no reload then.
// After signing in or out (a form action) the page's user-dependent parts reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  searchOnly(currentUrl.search) !== searchOnly(nextUrl.search) || (formMethod && formMethod !== 'GET')
    ? defaultShouldRevalidate
    : false;

/** Shows a failed social sign-in once, then takes the `error` parameter out of the URL. */
function useOAuthError(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = location.pathname === '/' ? new URLSearchParams(location.search).get('error') : null;
  const fromState = (location.state as { oauthError?: unknown } | null)?.oauthError;
  useEffect(() => {
    if (!fromUrl) return;
    const params = new URLSearchParams(location.search);
    params.delete('error');
    const search = params.toString();
    navigate(`/${search ? `?${search}` : ''}`, {
      replace: true,
      preventScrollReset: true,
      state: { oauthError: fromUrl },
    });
  }, [fromUrl, location.search, navigate]);
  const code = fromUrl ?? (typeof fromState === 'string' ? fromState : null);
  // session_exists: the code would have replaced this visitor's session, so the text names who is signed in.
  const signedInAs = useRouteLoaderData<typeof rootLoader>('root')?.user?.fullName;
  return code ? oauthErrorText(code, signedInAs) : null;
}

export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  const oauthError = useOAuthError();
  return (
    <div className="home">
      <section className="hero no-print" aria-labelledby="home-title">
        <h1 id="home-title">Search Michigan public notices</h1>
        <p>
          Foreclosures, probate notices, zoning hearings, ordinances and bids, collected from Michigan
          newspapers and local governments.
        </p>
      </section>
      {oauthError ? <FormMessage tone="warning">{oauthError}</FormMessage> : null}
      <SearchPage data={data} path="/" />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <section className="page" aria-labelledby="home-error">
      <h1 id="home-error">Search is unavailable</h1>
      <p role="alert">The search page could not be loaded. Please try again later.</p>
    </section>
  );
}
