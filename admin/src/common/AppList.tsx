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

/** react-admin's List with its params kept in our query-string names (spec §2.5). */
export const AppList = ({ listKey, sort, perPage = ADMIN_PAGE_SIZE, children, ...props }: AppListProps) => {
  useListUrlSync(listKey, { sort: sort.field, order: sort.order, perPage });
  return (
    <List {...props} sort={sort} perPage={perPage} storeKey={listKey} disableSyncWithLocation>
      {children}
    </List>
  );
};
