import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { readStored, writeStored } from '~/utils/safe-storage';
import type { NoticeCard } from '~/utils/search-types';

/** Session storage key of the selection, with the search it belongs to. */
export const SELECTION_KEY = 'selection';

/** The selection as kept in session storage, tied to its search. */
export function selectionToStore(identity: string, cards: NoticeCard[]): string {
  return JSON.stringify({ identity, cards });
}

/**
 * The selection kept for this search (`identity`), or none: another search's selection, nothing stored
 * or an unreadable value all mean a fresh start.
 */
export function selectionFromStore(text: string | null, identity: string): NoticeCard[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as { identity?: unknown; cards?: unknown };
    if (value?.identity !== identity || !Array.isArray(value.cards)) return [];
    return (value.cards as unknown[]).filter(
      (card): card is NoticeCard =>
        typeof card === 'object' && card !== null && typeof (card as { id?: unknown }).id === 'number',
    );
  } catch {
    return [];
  }
}

/** none: the page prints as it is; preview: the selected notices; a number: that single notice. */
export type PrintMode = 'none' | 'preview' | number;

interface SelectionValue {
  selected: NoticeCard[];
  isSelected: (id: number) => boolean;
  toggle: (card: NoticeCard) => void;
  previewOpen: boolean;
  setPreviewOpen: (open: boolean) => void;
  printSingle: (id: number) => void;
  singleId: number | null;
}

const SelectionContext = createContext<SelectionValue | null>(null);

/**
 * Selected notices (kept across pages, cleared by a new search) and the printing modes. The selection
 * lives in session storage with its search, so coming back to the results (Back from a notice page, the
 * notice's back link) finds it again; only another search starts empty.
 */
export function SelectionProvider({ identity, children }: { identity: string; children: ReactNode }) {
  const [selected, setSelected] = useState<NoticeCard[]>([]);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [singleId, setSingleId] = useState<number | null>(null);
  // The search the selection belongs to; null until the stored selection has been read (after hydration).
  const owner = useRef<string | null>(null);

  useEffect(() => {
    if (owner.current === null) {
      setSelected(selectionFromStore(readStored(SELECTION_KEY, 'sessionStorage'), identity));
    } else if (owner.current !== identity) {
      setSelected([]);
      setPreviewOpen(false);
    }
    owner.current = identity;
  }, [identity]);

  useEffect(() => {
    if (owner.current !== identity) return;
    writeStored(SELECTION_KEY, selectionToStore(identity, selected), 'sessionStorage');
  }, [identity, selected]);

  // The print stylesheet reads the mode from <html data-print>.
  useEffect(() => {
    const mode = singleId !== null ? 'single' : previewOpen ? 'preview' : '';
    if (mode) document.documentElement.dataset.print = mode;
    else delete document.documentElement.dataset.print;
  }, [previewOpen, singleId]);

  useEffect(() => {
    if (singleId === null) return;
    const reset = () => setSingleId(null);
    window.addEventListener('afterprint', reset);
    window.print();
    return () => window.removeEventListener('afterprint', reset);
  }, [singleId]);

  const toggle = useCallback((card: NoticeCard) => {
    setSingleId(null); // any selection change leaves single-notice printing
    setSelected((list) =>
      list.some((item) => item.id === card.id) ? list.filter((item) => item.id !== card.id) : [...list, card],
    );
  }, []);

  const value = useMemo<SelectionValue>(
    () => ({
      selected,
      isSelected: (id) => selected.some((item) => item.id === id),
      toggle,
      previewOpen,
      setPreviewOpen,
      printSingle: setSingleId,
      singleId,
    }),
    [selected, toggle, previewOpen, singleId],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useSelection(): SelectionValue {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('useSelection outside SelectionProvider');
  return value;
}
