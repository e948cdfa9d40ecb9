import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { SelectInput, required, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import {
  ValidationMessage,
  USERS_FORM_PUBLICATION_ROLE,
  canManagePublicationPermissions,
  isPublicationAdminRole,
} from '@notices/common';
import { CheckboxInput } from '../components/CheckboxInput';
import { LockedValue } from '../components/LockedValue';
import { publicationName } from '../lib/publicationRules';
import { useCurrentUser } from '../components/useCan';
import { publicationRoleChoices } from '../publications/choices';
import type { PublicationOption, PublicationUserPermission, User } from '../types';
import { usePublicationRequirement } from './publicationRequirement';

const NAME = 'publicationUserPermissions';

/**
 * A publication manager's permissions: publication, role, permission to publish (only where
 * publishingEnabled), remove. Only enabled, not yet assigned publications are offered
 * (GET admin/publications/publications_for_user). A PUBLICATION_ADMIN row, or a publication the editor
 * does not administer, is locked: that changes only through the publication edit.
 */
export const PublicationPermissionsInput = () => {
  const translate = useTranslate();
  const me = useCurrentUser();
  const record = useRecordContext<User>();
  const requirement = usePublicationRequirement();
  const { fields, append, remove } = useFieldArray({ name: NAME, keyName: 'key' });
  // A server error on the whole table (e.g. exactly_one_publication_admin), already an i18n key.
  const serverError = (useFormState({ name: NAME }).errors[NAME] as { message?: string } | undefined)
    ?.message;
  const rows = (useWatch({ name: NAME }) as PublicationUserPermission[] | undefined) ?? [];
  const { data: options = [] } = useGetList<PublicationOption>('publications_for_user', {
    pagination: { page: 1, perPage: 1000 },
  });
  const optionOf = (id: number) => options.find((option) => option.id === id);
  const available = options.filter(
    (option) => option.enabled && !rows.some((row) => Number(row.publicationId) === option.id),
  );
  const wasAdmin = (id: number) =>
    (record?.publicationUserPermissions ?? []).some(
      (p) => p.publicationId === id && isPublicationAdminRole(p.role),
    );
  const title = translate('admin.pages.users.sections.publicationPermissions');

  const add = (id: number) => {
    const option = optionOf(id);
    if (!option) return;
    append({
      publicationId: option.id,
      publicationName: option.name,
      publicationEnabled: true,
      role: USERS_FORM_PUBLICATION_ROLE,
      hasPermissionToPublish: false,
    });
  };

  return (
    <Box component="section" aria-label={title} sx={{ width: '100%' }}>
      <Typography variant="h6">{title}</Typography>
      {serverError && (
        <Typography variant="body2" color="error" role="alert">
          {translate(serverError)}
        </Typography>
      )}
      {fields.length === 0 ? (
        <Typography variant="body2">{translate('admin.pages.users.sections.noPermissions')}</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 900 }} aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.pages.users.sections.publication')}</TableCell>
              <TableCell>{translate('admin.pages.users.sections.role')}</TableCell>
              <TableCell>{translate('admin.pages.users.sections.canPublish')}</TableCell>
              <TableCell>{translate('admin.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const row = rows[index] ?? ({} as PublicationUserPermission);
              const id = Number(row.publicationId);
              const option = optionOf(id);
              const name = publicationName(
                row.publicationName ?? option?.name,
                row.publicationEnabled,
                translate,
              );
              const adminRow = wasAdmin(id);
              const locked = adminRow || !canManagePublicationPermissions(me, id);
              const reason = translate(
                adminRow
                  ? 'admin.pages.users.permissionLocked.admin'
                  : 'admin.pages.users.permissionLocked.scope',
              );
              const roles = publicationRoleChoices(option?.possibleRoles).filter(
                (choice) => adminRow || !isPublicationAdminRole(choice.id),
              );
              return (
                <TableRow key={field.key}>
                  <TableCell>{name}</TableCell>
                  <TableCell>
                    {locked ? (
                      <LockedValue
                        label={translate('admin.pages.users.sections.roleIn', { name })}
                        value={translate(`admin.publicationRoles.${row.role}`, { _: row.role })}
                        reason={reason}
                      />
                    ) : (
                      <SelectInput
                        source={`${NAME}.${index}.role`}
                        label={translate('admin.pages.users.sections.roleIn', { name })}
                        choices={roles}
                        validate={required(ValidationMessage.blank)}
                        helperText={false}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {option?.publishingEnabled && !locked ? (
                      <CheckboxInput
                        source={`${NAME}.${index}.hasPermissionToPublish`}
                        label={translate('admin.pages.users.sections.canPublishIn', { name })}
                      />
                    ) : (
                      translate(row.hasPermissionToPublish ? 'ra.boolean.true' : 'ra.boolean.false')
                    )}
                  </TableCell>
                  <TableCell>
                    <Tooltip
                      title={locked ? reason : translate('admin.pages.users.sections.remove', { name })}
                    >
                      <span>
                        <IconButton
                          aria-label={translate('admin.pages.users.sections.remove', { name })}
                          onClick={() => remove(index)}
                          disabled={locked}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <TextField
        select
        label={translate('admin.pages.users.sections.addPublication')}
        value=""
        onChange={(event) => add(Number(event.target.value))}
        disabled={available.length === 0}
        helperText={available.length === 0 ? translate('admin.pages.users.sections.noPublicationsLeft') : ' '}
        sx={{ mt: 2, minWidth: 300 }}
      >
        {available.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {requirement && (
        <Typography variant="body2" color="error" role="alert">
          {translate(requirement)}
        </Typography>
      )}
    </Box>
  );
};
