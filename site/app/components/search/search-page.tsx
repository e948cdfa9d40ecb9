import { useLocation } from '@remix-run/react';
import type { SearchPageData } from '~/utils/search-page.server';
import { searchOnly } from '~/utils/home-url';
import { searchIdentity } from '~/utils/search-params';
import { useNonce } from '~/utils/nonce';
import { REMEMBERED_PER_SCRIPT, useRememberedPer } from './pagination';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SelectionProvider } from './selection';

type Data = Omit<SearchPageData, 'search'> & { search: SearchPageData['search'] };

interface Props {
  data: Data;
  path: string;
  embed?: boolean;
}

/** The form and the results of one search page (home or embed), all read from the URL. */
export function SearchPage({ data, path, embed = false }: Props) {
  const location = useLocation();
  const nonce = useNonce();
  const state = { query: data.query, extras: data.extras, anyDate: data.anyDate };
  const hidden: [string, string][] = (data.allowedPubs ?? []).map((id) => ['allowed', String(id)]);
  useRememberedPer(path, state, hidden);
  const apiErrors = data.search.ok ? undefined : data.search.failure.errors;
  const formQuery =
    embed && data.allowedPubs?.length ? { ...data.query, pub: embedChoice(data) } : data.query;
  return (
    <SelectionProvider identity={searchIdentity(data.query, data.anyDate)}>
      {/* Before the results are parsed: a remembered page size reloads the page with it (see the script). */}
      {data.query.per === undefined ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REMEMBERED_PER_SCRIPT }} />
      ) : null}
      <SearchForm
        key={searchOnly(location.search)}
        action={path}
        query={formQuery}
        extras={data.extras}
        anyDate={data.anyDate}
        publications={data.publications}
        counties={data.counties}
        noticeTypes={data.noticeTypes}
        allowedPubs={data.allowedPubs}
        apiErrors={apiErrors}
      />
      <SearchResults
        path={path}
        state={state}
        search={data.search}
        user={embed ? { signedIn: false, hasPhone: false } : data.user}
        newTab={embed}
        hidden={hidden}
        feedHref={embed ? undefined : data.feedHref}
      />
    </SelectionProvider>
  );
}

/** On the embed page, "all allowed" shows as no choice in the publication list. */
function embedChoice(data: Data): number[] | undefined {
  const chosen = data.query.pub ?? [];
  const allowed = data.allowedPubs ?? [];
  return chosen.length === allowed.length ? undefined : chosen;
}
