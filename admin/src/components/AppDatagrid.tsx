import { DatagridConfigurable, type DatagridConfigurableProps } from 'react-admin';
import { columnsSx } from '../lib/columns';
import { ResizableHeader } from './ResizableHeader';
import { useColumnWidths } from './useColumnWidths';

export interface AppDatagridProps extends Omit<DatagridConfigurableProps, 'preferenceKey' | 'header'> {
  /** Table key (e.g. publications_table_main): column choice and widths are kept under it. */
  tableKey: string;
  /** Default widths per column source; others are 200, actions 120. */
  widths?: Record<string, number>;
}

/** Every admin table: column chooser, resizable columns, sticky actions, horizontal scroll inside. */
export const AppDatagrid = ({ tableKey, widths = {}, sx, children, ...props }: AppDatagridProps) => {
  const [stored] = useColumnWidths(tableKey);
  return (
    <DatagridConfigurable
      preferenceKey={tableKey}
      bulkActionButtons={false}
      header={<ResizableHeader tableKey={tableKey} widths={widths} />}
      sx={[columnsSx({ ...widths, ...stored }), ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {children}
    </DatagridConfigurable>
  );
};
