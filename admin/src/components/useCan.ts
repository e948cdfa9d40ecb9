import { useGetIdentity, usePermissions } from 'react-admin';
import { can, type Permission, type PermissionMap } from '@notices/common';
import type { User } from '../types';

/** Permission check against the session's map (the table in @notices/common). */
export function useCan(): (permission: Permission) => boolean {
  const { permissions } = usePermissions<PermissionMap>();
  return (permission) => can(permissions, permission);
}

/** The signed-in user, as the session answer gives it. */
export function useCurrentUser(): User | undefined {
  const { identity } = useGetIdentity();
  return (identity as { user?: User } | undefined)?.user;
}
