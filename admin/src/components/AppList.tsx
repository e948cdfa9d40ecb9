import type { ReactNode } from 'react';
import { List, type ListProps, type SortPayload } from 'react-admin';
import { ADMIN_PAGE_SIZE } from '@notices/common';
import { useListUrlSync } from './useListUrlSync';

export interface AppListProps extends Omit<
  ListProps,
  'sort' | 'perPage' | 'storeKey' | 'disableSyncWithLocation'
> {
  /** Store key of the list params, unique per list (e.g. `users.list`). */
  listKey: string;
  sort: SortPayload;
  perPage?: number;
  children: ReactNode;
}

const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } };

/** react-admin's List with its params kept in our query-string names. */
export const AppList = (allProps: AppListProps) => {
  const { listKey, sort, perPage = ADMIN_PAGE_SIZE, children, sx, ...props } = allProps;
  useListUrlSync(listKey, { sort: sort.field, order: sort.order, perPage });
  return (
    <List
      {...props}
      sort={sort}
      perPage={perPage}
      storeKey={listKey}
      disableSyncWithLocation
      // Only the table scrolls sideways; the toolbar and the pagination stay in view.
      sx={[LIST_SX, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </List>
  );
};
