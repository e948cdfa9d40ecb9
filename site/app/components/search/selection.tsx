import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { NoticeCard } from '~/utils/search-types';

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

/** Selected notices (kept across pages, cleared by a new search) and the printing modes. */
export function SelectionProvider({ identity, children }: { identity: string; children: ReactNode }) {
  const [selected, setSelected] = useState<NoticeCard[]>([]);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [singleId, setSingleId] = useState<number | null>(null);

  useEffect(() => {
    setSelected([]);
    setPreviewOpen(false);
  }, [identity]);

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
