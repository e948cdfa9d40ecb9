import { Box, Tooltip } from '@mui/material';
import { SelectInput, required, useRecordContext, useTranslate } from 'react-admin';
import { assignableRoles, isPublicationAdminAnywhere, ValidationMessage } from '@notices/common';
import { useCurrentUser } from '../common/useCan';
import type { User } from '../types';
import { roleChoices } from './choices';

/**
 * Role select limited to the roles the current user may give; disabled with a tooltip when the edited
 * user is a publication admin anywhere (spec §4).
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
  const input = (
    <SelectInput
      source="roles"
      choices={choices}
      validate={required(ValidationMessage.blank)}
      disabled={locked}
    />
  );
  if (!locked) return input;
  return (
    <Tooltip title={translate('admin.pages.users.roleLocked')}>
      <Box sx={{ width: '100%' }}>{input}</Box>
    </Tooltip>
  );
};
