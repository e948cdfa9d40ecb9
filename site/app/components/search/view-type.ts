import { useCallback, useEffect, useState } from 'react';
import { readStored as readStorage, writeStored } from '~/utils/safe-storage';

export type ViewType = 'grid' | 'list';
export const VIEW_TYPE_KEY = 'view-type';

/**
 * Runs in <head> before the page paints: the stored view type (grid when storage is blocked) goes on <html data-view>, which the
 * stylesheet reads, so a list view never flashes as a grid.
 */
export const VIEW_TYPE_SCRIPT = `(function(){var v=null;try{v=localStorage.getItem('${VIEW_TYPE_KEY}')}catch(e){}if(v&&v!=='grid'&&v!=='list'){console.error('Wrong view type.');v=null}document.documentElement.dataset.view=v||'grid'})()`;

function readStored(): ViewType {
  const value = readStorage(VIEW_TYPE_KEY);
  if (value === 'grid' || value === 'list') return value;
  if (value !== null) console.error('Wrong view type.');
  return 'grid';
}

/** The grid/list choice, kept in local storage under `view-type` (grid by default). */
export function useViewType(): [ViewType, (view: ViewType) => void] {
  const [view, setView] = useState<ViewType>('grid');
  useEffect(() => {
    const stored = document.documentElement.dataset.view;
    setView(stored === 'list' || stored === 'grid' ? stored : readStored());
  }, []);
  const choose = useCallback((next: ViewType) => {
    setView(next);
    document.documentElement.dataset.view = next;
    // Without storage the choice lasts for this page only.
    writeStored(VIEW_TYPE_KEY, next);
  }, []);
  return [view, choose];
}
