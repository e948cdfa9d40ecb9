import { ROLE_LABELS, SYSTEM_ROLES, USER_STATUSES, type SystemRole } from '@notices/common';

export const roleChoices = (roles: readonly SystemRole[] = SYSTEM_ROLES) =>
  roles.map((id) => ({ id, name: ROLE_LABELS[id] }));

export const statusChoices = USER_STATUSES.map((id) => ({ id, name: `admin.status.${id}` }));
