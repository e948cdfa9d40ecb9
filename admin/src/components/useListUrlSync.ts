import { useEffect, useRef, useState } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { listSearch, parseListSearch, type ListParamsValue } from '../lib/listQuery';

export type ListDefaults = Pick<ListParamsValue, 'perPage' | 'sort' | 'order'>;
type StoredParams = ListParamsValue & { displayedFilters?: Record<string, boolean> };

const stripQuestionMark = (search: string) => search.replace(/^\?/, '');

/**
 * One sync between the URL's query (`current`) and the list's (`fromParams`), given the query last
 * synced (null before the first): a URL changed from outside (back button, links) is adopted; otherwise
 * the list's query is written, replacing the entry the first time (defaults only) and pushing a new one
 * after, so Back returns to the previous page of the list.
 */
export function syncStep(
  lastSynced: string | null,
  current: string,
  fromParams: string,
): 'adoptUrl' | 'replaceUrl' | 'pushUrl' | 'none' {
  if (lastSynced !== null && current !== lastSynced && current !== fromParams) return 'adoptUrl';
  if (current === fromParams) return 'none';
  return lastSynced === null ? 'replaceUrl' : 'pushUrl';
}

/**
 * Keeps a react-admin list's params (kept in the store under `storeKey`, the List having
 * `disableSyncWithLocation`) and the page's query string (page, per, _sort, _order, filters) in step.
 * The URL wins on mount and when it changes from outside (back button, links); otherwise the list wins
 * and its change is pushed as a new history entry.
 */
export function useListUrlSync(storeKey: string, defaults: ListDefaults): void {
  const store = useStoreContext();
  const location = useLocation();
  const navigate = useNavigate();
  // Before the List first reads the store, so its first request already uses the URL's params.
  useState(() => store.setItem(storeKey, parseListSearch(location.search, defaults)));
  const [params] = useStore<StoredParams>(storeKey);
  const fromParams = params ? listSearch(params) : '';
  const lastSynced = useRef<string | null>(null);

  useEffect(() => {
    const current = stripQuestionMark(location.search);
    const step = syncStep(lastSynced.current, current, fromParams);
    if (step === 'adoptUrl') {
      lastSynced.current = current;
      store.setItem(storeKey, {
        ...parseListSearch(current, defaults),
        displayedFilters: params?.displayedFilters,
      });
      return;
    }
    lastSynced.current = fromParams;
    if (step !== 'none') navigate({ search: `?${fromParams}` }, { replace: step === 'replaceUrl' });
    // defaults and params are read for the current values only; the two strings drive the sync.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, fromParams]);
}
