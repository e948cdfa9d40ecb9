import { useStore } from 'react-admin';

export type ColumnWidths = Record<string, number>;

/** Widths the user dragged, per table key, kept in the react-admin store (local storage). */
export function useColumnWidths(tableKey: string) {
  return useStore<ColumnWidths>(`columnWidths.${tableKey}`, {});
}
