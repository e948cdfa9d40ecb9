import type { SxProps, Theme } from '@mui/material';
import { TABLE_WIDTHS } from '@notices/common';

/**
 * Narrower defaults for short values, so each list fits a 1366 px screen (about 1100 px of table
 * beside the menu); the default 200 stays the width of every other column.
 */
export const COMPACT_WIDTHS = {
  flag: 110,
  status: 120,
  day: 130,
  dateTime: 130,
  role: 150,
  name: 180,
} as const;

/** Narrowest a column can be dragged to. */
export const MIN_COLUMN_WIDTH = 60;

/**
 * Column widths for a Datagrid: every column 200 unless given, the actions column 120 and
 * sticky so its buttons stay in view while the table scrolls sideways. Header cells are positioned so
 * the resize handle (ResizableHeader) sits on their right edge.
 */
export function columnsSx(widths: Record<string, number> = {}): SxProps<Theme> {
  const sized = Object.fromEntries(
    // th/td plus the class: as specific as the default rule below, and written after it.
    Object.entries(widths).map(([source, width]) => [
      `& th.column-${source}, & td.column-${source}`,
      { width, minWidth: width, maxWidth: width },
    ]),
  );
  return {
    '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
    '& th[class*="column-"], & td[class*="column-"]': {
      minWidth: TABLE_WIDTHS.default,
      width: TABLE_WIDTHS.default,
      overflowWrap: 'anywhere',
    },
    '& thead th': { position: 'relative' },
    // The sort label is a positioned button; the handle must measure from the cell instead.
    '& thead .MuiTableSortLabel-root': { position: 'static' },
    '& th.column-actions, & td.column-actions': {
      width: TABLE_WIDTHS.actions,
      minWidth: TABLE_WIDTHS.actions,
      maxWidth: TABLE_WIDTHS.actions,
      position: 'sticky',
      right: 0,
      zIndex: 1,
      backgroundColor: 'background.paper',
    },
    // Last, so a list's own widths win, the actions column's too (a list with three icons a row).
    ...sized,
  };
}
