import { Link, useLocation, useNavigationType, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useRef, type RefObject } from 'react';
import { FormMessage } from '~/components/form-field';
import { formatCount } from '@notices/common';
import { searchOnly } from '~/utils/home-url';
import type { loader as rootLoader } from '~/root';
import { emergencyFallbackHref, emergencyTypeOf } from '~/utils/display';
import { NO_EMERGENCY_TEXT, NO_NOTICES_TEXT } from '~/utils/search-messages';
import { stateSearch, type PageState } from '~/utils/search-params';
import type { SearchAnswer, SearchFailure } from '~/utils/search-types';
import { useHydrated } from '~/utils/use-hydrated';
import { DateScope } from './date-scope';
import { NoticeCardView } from './notice-card';
import { NoticeTable } from './notice-table';
import { Pagination } from './pagination';
import { PrintButton, PrintPreview } from './print-preview';
import { SaveSearchPopover } from './save-search-popover';
import { ViewToggle } from './view-toggle';
import { useViewType } from './view-type';

interface Props {
  path: string;
  state: PageState;
  search: { ok: true; answer: SearchAnswer } | { ok: false; failure: SearchFailure };
  user: { signedIn: boolean; hasPhone: boolean };
  newTab?: boolean;
  hidden?: [string, string][];
  /** The Atom feed of this search (not offered inside the embed). */
  feedHref?: string;
}

/**
 * Whether a finished navigation brought another search or page (not only a window opened or closed),
 * pushed or replaced by the visitor's own action: then focus goes to the results, as GOV.UK does.
 * Back and Forward (POP) restore the scroll position instead; `keepFocus` marks the site's own
 * replacing navigations (the remembered page size).
 */
export function shouldFocusResults(
  previousSearch: string,
  search: string,
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  state: unknown,
): boolean {
  if (searchOnly(previousSearch) === searchOnly(search)) return false;
  if (navigationType === 'POP') return false;
  return !(typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus);
}

/**
 * After Search (button or Enter), a page link, the typed page or the page size, the new results are in
 * view and the focus is on their heading (it scrolls into view: on a phone the form fills the first
 * screen). Without JavaScript nothing changes: the GET form and the links load the page.
 */
function useFocusResults(heading: RefObject<HTMLHeadingElement>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location.search);
  useEffect(() => {
    const before = previous.current;
    previous.current = location.search;
    if (!shouldFocusResults(before, location.search, navigationType, location.state)) return;
    const node = heading.current;
    if (!node) return;
    node.focus({ preventScroll: false });
    node.scrollIntoView({ block: 'start' });
  }, [location.search, location.state, navigationType, heading]);
}

/** The results region: header with the count, grid or list, pagination and the printing preview. */
export function SearchResults({ path, state, search, user, newTab, hidden, feedHref }: Props) {
  const hydrated = useHydrated();
  const [view, setView] = useViewType();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusResults(heading);
  const name = state.extras.name;
  const backSearch = stateSearch(state);
  const answer = search.ok ? search.answer : null;
  const emergencyType = emergencyTypeOf(useRouteLoaderData<typeof rootLoader>('root')?.emergency);
  const emergencyFallback =
    answer?.total === 0 ? emergencyFallbackHref(state.query, state.anyDate === true, emergencyType) : null;
  const count = answer
    ? answer.total === 0
      ? emergencyFallback
        ? NO_EMERGENCY_TEXT
        : NO_NOTICES_TEXT
      : `${answer.totalExact ? '' : 'About '}${formatCount(answer.total)} ${answer.total === 1 ? 'notice' : 'notices'} found.`
    : '';
  return (
    <section id="results" className="results" aria-labelledby="results-title" tabIndex={-1}>
      <div className="results-header">
        <h2 id="results-title" ref={heading} tabIndex={-1}>
          {name ? (
            <>
              Saved search results: <span className="saved-name">{name}</span>
            </>
          ) : (
            'Search results'
          )}
        </h2>
        <div className="results-tools">
          {hydrated ? <ViewToggle view={view} onChange={setView} /> : null}
          {hydrated ? <PrintButton /> : null}
          {user.signedIn ? (
            <SaveSearchPopover
              search={stateSearch(state, { page: undefined, per: undefined })}
              hasPhone={user.hasPhone}
            />
          ) : null}
        </div>
      </div>
      <p className="results-count" role="status" aria-live="polite">
        {count}
      </p>
      {emergencyFallback ? (
        <p>
          <Link to={emergencyFallback}>Show emergency notices of the last 30 days</Link>
        </p>
      ) : null}
      <DateScope path={path} state={state} hidden={hidden} />
      {search.ok ? null : <FormMessage tone="error">{search.failure.text}</FormMessage>}
      <PrintPreview cards={answer?.cards ?? []} backSearch={backSearch} />
      {answer && answer.cards.length ? (
        <div className="results-body">
          <ul className="results-grid" aria-label="Notices">
            {answer.cards.map((card) => (
              <li key={card.id}>
                <NoticeCardView card={card} backSearch={backSearch} newTab={newTab} />
              </li>
            ))}
          </ul>
          <div className="results-list">
            <NoticeTable cards={answer.cards} backSearch={backSearch} newTab={newTab} />
          </div>
        </div>
      ) : null}
      {answer && answer.total > 0 && answer.cards.length === 0 ? <p>{NO_NOTICES_TEXT}</p> : null}
      {answer && answer.total > 0 ? (
        <Pagination
          path={path}
          state={state}
          page={answer.page}
          per={answer.per}
          total={answer.total}
          totalExact={answer.totalExact}
          hidden={hidden}
        />
      ) : null}
      {feedHref ? (
        <p className="feed-link no-print">
          <a href={feedHref} type="application/atom+xml">
            Subscribe to this search (Atom)
          </a>
        </p>
      ) : null}
    </section>
  );
}
