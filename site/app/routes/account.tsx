import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatCount, withAnyDate, type ApiResponse } from '@notices/common';
import { FormMessage } from '~/components/form-field';
import { apiFor, readSession } from '~/utils/api.server';

export const meta: MetaFunction = () => [
  { title: 'Your saved searches | Michigan Public Notices' },
  { name: 'robots', content: 'noindex' },
];

type SavedSearchList = ApiResponse<'SavedSearches_list'>;
type SavedSearch = SavedSearchList['data'][number];

/** The site's search of a saved search, under its name (as the dashboard's Launch opens it). */
export function savedSearchHref(search: Pick<SavedSearch, 'query' | 'name'>): string {
  const query = withAnyDate(search.query ?? '');
  const name = `name=${encodeURIComponent(search.name)}`;
  return `/?${query ? `${query}&${name}` : name}`;
}

/** What the reader gets for a saved search: e-mail, text messages, both or nothing. */
function alertsText(search: SavedSearch): string {
  if (!search.enabled) return 'Paused';
  const ways = [
    search.notificationsEnabled ? 'e-mail' : null,
    search.textNotificationsEnabled ? 'text messages' : null,
  ].filter(Boolean);
  return ways.length ? `Alerts by ${ways.join(' and ')}` : 'No alerts';
}

/**
 * A reader's saved searches, rendered on the server: the landing that works without JavaScript (the
 * dashboard, /admin/, needs it). Signed out, the sign-in window opens with its reason.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await readSession(request);
  if (!session) throw redirect('/login?reason=signin');
  const { data: list, response } = await apiFor(request).GET('/api/v1/savedsearches', {
    params: { query: { per: 100, _sort: 'createdAt', _order: 'DESC' } },
  });
  if (!list) return data({ searches: null, total: 0 }, { status: response.status >= 500 ? 503 : 200 });
  return { searches: list.data, total: list.total };
}

export default function AccountPage() {
  const { searches, total } = useLoaderData<typeof loader>();
  return (
    <article className="page prose" aria-labelledby="account-title">
      <h1 id="account-title">Your saved searches</h1>
      {searches === null ? (
        <FormMessage tone="error">
          Your saved searches could not be loaded. Please try again later.
        </FormMessage>
      ) : searches.length === 0 ? (
        <p>
          You have no saved search yet. <Link to="/">Search notices</Link> and choose “Save search” to get
          alerts about new ones.
        </p>
      ) : (
        <ul className="saved-search-list">
          {searches.map((search) => (
            <li key={search.id}>
              <Link to={savedSearchHref(search)}>{search.name}</Link>{' '}
              <span className="field-hint">
                {formatCount(search.numberOfHits)} {search.numberOfHits === 1 ? 'notice' : 'notices'} ·{' '}
                {alertsText(search)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {searches && total > searches.length ? (
        <p>
          The {searches.length} newest of your {formatCount(total)} saved searches are listed.
        </p>
      ) : null}
      <p>
        <a href="/admin/#/savedsearches">Manage your saved searches</a> (rename, change alerts, delete) in the
        dashboard, which needs JavaScript; each alert e-mail also has a link to turn its alerts off.
      </p>
    </article>
  );
}
