import { redirect, type AppLoadContext } from '@remix-run/node';
import { encodeSearchQuery } from '@notices/common';
import { getSession } from './api.server';
import { canonicalSearch, readPageState } from './search-params';
import { loadSearchOptions } from './search-options.server';
import { loadNoticeTypes, runSearch } from './search.server';

export interface SearchPageOptions {
  embed?: boolean;
}

/**
 * Everything the search page shows, read from the URL: the form's lists, the search and its answer.
 * A URL that is not canonical (a GET form's blanks and field inputs) is redirected to its canonical form.
 */
export async function loadSearchPage(
  request: Request,
  context: AppLoadContext | undefined,
  options: SearchPageOptions = {},
) {
  const url = new URL(request.url);
  const canonical = canonicalSearch(url.searchParams);
  if (canonical !== url.search) throw redirect(`${url.pathname}${canonical}`);
  const noticeId = url.searchParams.get('noticeId');
  // The old single-page app opened a notice over the search: it has its own page now.
  if (noticeId && /^\d+$/.test(noticeId)) throw redirect(`/notices/${noticeId}`, 301);

  const state = readPageState(url.searchParams);
  const [lists, noticeTypes, session] = await Promise.all([
    loadSearchOptions(request, context),
    loadNoticeTypes(request, context),
    options.embed ? Promise.resolve(null) : getSession(request),
  ]);
  let { publications } = lists;
  let allowedPubs: number[] | null = null;
  if (options.embed) {
    // The embed link's pub list is the allowed set; the form carries it on as `allowed`.
    const allowed = url.searchParams.getAll('allowed').map(Number).filter(Number.isInteger);
    const allowedIds = allowed.length ? allowed : (state.query.pub ?? []);
    allowedPubs = allowedIds;
    if (allowedIds.length) {
      publications = publications.filter((p) => allowedIds.includes(p.id));
      const chosen = (state.query.pub ?? []).filter((id) => allowedIds.includes(id));
      state.query.pub = chosen.length ? chosen : allowedIds;
    }
  } else if (!state.query.pub && state.extras.publicationId && /^\d+$/.test(state.extras.publicationId)) {
    state.query.pub = [Number(state.extras.publicationId)];
  }
  const search = await runSearch(request, state.query, !state.anyDate, context);
  if (search.ok) {
    // A page past the end (an old link, a typed URL) goes to the last page instead of an impossible range.
    const { total, page, per } = search.answer;
    const last = Math.max(1, Math.ceil(total / per));
    if (page > last) {
      if (total === 0) url.searchParams.delete('page');
      else url.searchParams.set('page', String(last));
      const rest = url.searchParams.toString();
      throw redirect(rest ? `${url.pathname}?${rest}` : url.pathname);
    }
  }
  const user = session
    ? { signedIn: true, hasPhone: Boolean((session.user as { phone?: unknown }).phone) }
    : { signedIn: false, hasPhone: false };
  return {
    ...state,
    anyDate: state.anyDate ?? false,
    publications,
    counties: lists.counties,
    noticeTypes,
    allowedPubs,
    search,
    user,
    feedHref: `/feeds/search.atom?${encodeSearchQuery({ ...state.query, page: undefined, per: undefined })}`,
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
