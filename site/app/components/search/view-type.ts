import { useCallback, useEffect, useState } from 'react';

export type ViewType = 'grid' | 'list';
export const VIEW_TYPE_KEY = 'view-type';

/**
 * Runs in <head> before the page paints: the stored view type goes on <html data-view>, which the
 * stylesheet reads, so a list view never flashes as a grid.
 */
export const VIEW_TYPE_SCRIPT = `try{var v=localStorage.getItem('${VIEW_TYPE_KEY}');if(v&&v!=='grid'&&v!=='list'){console.error('Wrong view type.');v=null}document.documentElement.dataset.view=v||'grid'}catch(e){}`;

function readStored(): ViewType {
  try {
    const value = window.localStorage.getItem(VIEW_TYPE_KEY);
    if (value === 'grid' || value === 'list') return value;
    if (value !== null) console.error('Wrong view type.');
  } catch {
    // storage unavailable: the default applies
  }
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
    try {
      window.localStorage.setItem(VIEW_TYPE_KEY, next);
    } catch {
      // the choice lasts for this page only
    }
  }, []);
  return [view, choose];
}
