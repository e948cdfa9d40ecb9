import { useEffect, useRef, useState } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { listSearch, parseListSearch, type ListParamsValue } from './listQuery';

export type ListDefaults = Pick<ListParamsValue, 'perPage' | 'sort' | 'order'>;
type StoredParams = ListParamsValue & { displayedFilters?: Record<string, boolean> };

const stripQuestionMark = (search: string) => search.replace(/^\?/, '');

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
    if (lastSynced.current !== null && current !== lastSynced.current && current !== fromParams) {
      lastSynced.current = current;
      store.setItem(storeKey, {
        ...parseListSearch(current, defaults),
        displayedFilters: params?.displayedFilters,
      });
      return;
    }
    // The first sync only writes the defaults into the URL; later list changes (page, sort, filters)
    // are new history entries, so Back returns to the previous page of the list.
    const first = lastSynced.current === null;
    lastSynced.current = fromParams;
    if (current !== fromParams) navigate({ search: `?${fromParams}` }, { replace: first });
    // defaults and params are read for the current values only; the two strings drive the sync.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, fromParams]);
}
