import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import {
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect } from 'react';
import { decodeSearchQuery } from '@notices/common';
import { FormMessage } from '~/components/form-field';
import { SearchForm } from '~/components/search-form';
import { searchOnly } from '~/utils/home-url';
import { oauthErrorText } from '~/utils/messages';
import { loadSearchOptions } from '~/utils/search-options.server';

export const meta: MetaFunction = () => [{ title: 'Search public notices | Michigan Public Notices' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A GET form sends blank fields too; keep the URL to the values that mean something.
  const kept = new URLSearchParams([...url.searchParams].filter(([, value]) => value.trim() !== ''));
  if (kept.toString() !== url.searchParams.toString()) {
    const search = kept.toString();
    throw redirect(`${url.pathname}${search ? `?${search}` : ''}`);
  }
  const options = await loadSearchOptions(request);
  return { ...options, query: decodeSearchQuery(url.searchParams) };
}

// Opening or closing a window changes the path, not the search: the form's lists need no reload then.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (searchOnly(currentUrl.search) !== searchOnly(nextUrl.search) ? defaultShouldRevalidate : false);

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
  return code ? oauthErrorText(code) : null;
}

export default function HomePage() {
  const { publications, counties, query } = useLoaderData<typeof loader>();
  const location = useLocation();
  const oauthError = useOAuthError();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Search Michigan public notices</h1>
        <p>
          Foreclosures, probate notices, zoning hearings, ordinances and bids, collected from Michigan
          newspapers and local governments.
        </p>
      </section>
      {oauthError ? <FormMessage tone="warning">{oauthError}</FormMessage> : null}
      <SearchForm
        key={searchOnly(location.search)}
        query={query}
        publications={publications}
        counties={counties}
      />
      <section className="results" aria-labelledby="results-title" aria-live="polite">
        <h2 id="results-title">Search results</h2>
        <p className="results-placeholder">Search results will appear here.</p>
      </section>
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
