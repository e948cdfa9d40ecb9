import type { SxProps, Theme } from '@mui/material';
import { TABLE_WIDTHS } from '@notices/common';

/**
 * Column widths for a Datagrid (spec §2.5): every column 200 unless given, the actions column 120 and
 * sticky so its buttons stay in view while the table scrolls sideways.
 */
export function columnsSx(widths: Record<string, number> = {}): SxProps<Theme> {
  const sized = Object.fromEntries(
    Object.entries(widths).map(([source, width]) => [
      `& .column-${source}`,
      { width, minWidth: width, maxWidth: width },
    ]),
  );
  return {
    '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
    '& th[class*="column-"], & td[class*="column-"]': {
      minWidth: TABLE_WIDTHS.default,
      width: TABLE_WIDTHS.default,
    },
    '& .column-actions': {
      width: TABLE_WIDTHS.actions,
      minWidth: TABLE_WIDTHS.actions,
      position: 'sticky',
      right: 0,
      zIndex: 1,
      backgroundColor: 'background.paper',
    },
    ...sized,
  };
}
