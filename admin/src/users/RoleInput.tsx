import { SelectInput, required, useRecordContext, useTranslate } from 'react-admin';
import { assignableRoles, isPublicationAdminAnywhere, ROLE_LABELS, ValidationMessage } from '@notices/common';
import { LockedValue } from '../components/LockedValue';
import { useCurrentUser } from '../components/useCan';
import type { User } from '../types';
import { roleChoices } from './choices';

/**
 * Role select limited to the roles the current user may give; shown locked with a tooltip when the
 * edited user is a publication admin anywhere.
 */
export const RoleInput = () => {
  const me = useCurrentUser();
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const roles = me ? assignableRoles(me) : [];
  const choices = roleChoices(
    record?.roles && !roles.includes(record.roles) ? [...roles, record.roles] : roles,
  );
  const locked = record ? isPublicationAdminAnywhere(record) : false;
  if (locked && record)
    return (
      <LockedValue
        label="resources.users.fields.roles"
        value={translate(ROLE_LABELS[record.roles])}
        reason="admin.pages.users.roleLocked"
      />
    );
  return <SelectInput source="roles" choices={choices} validate={required(ValidationMessage.blank)} />;
};
