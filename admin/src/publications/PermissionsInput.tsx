import { useState } from 'react';
import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { SelectInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { ValidationMessage, publicationAdminCount, roleForAddedPermission } from '@notices/common';
import { CheckboxInput } from '../components/CheckboxInput';
import type { Publication, PublicationManager, PublicationUserPermission } from '../types';
import { publicationRoleChoices } from './choices';
import { UserSelectDialog } from './UserSelectDialog';

const NAME = 'publicationUserPermissions';

/**
 * The permissions section of the publication creator/editor: user e-mail, role (possibleRoles),
 * permission to publish (only where publishingEnabled), remove; "Add user" opens the user-select window.
 * Exactly one PUBLICATION_ADMIN is required: a warning shows and the toolbar keeps Save disabled.
 */
export const PermissionsInput = () => {
  const translate = useTranslate();
  const record = useRecordContext<Publication>();
  const { fields, append, remove } = useFieldArray({ name: NAME, keyName: 'key' });
  // A server error on the whole table (e.g. exactly_one_publication_admin), already an i18n key.
  const serverError = (useFormState({ name: NAME }).errors[NAME] as { message?: string } | undefined)
    ?.message;
  const rows = (useWatch({ name: NAME }) as PublicationUserPermission[] | undefined) ?? [];
  const [choosing, setChoosing] = useState(false);
  const roleChoices = publicationRoleChoices(record?.possibleRoles);
  // From the form, so a new publication (publishing enabled by default) offers the column too.
  const publishing = useWatch({ name: 'publishingEnabled' }) === true;
  const admins = publicationAdminCount(rows);
  const title = translate('admin.pages.publications.sections.permissions');

  const add = (user: PublicationManager) =>
    append({
      userId: user.id,
      userEmail: user.email,
      userFullName: user.fullName,
      role: roleForAddedPermission(rows),
      hasPermissionToPublish: false,
    });

  return (
    <Box component="section" aria-label={title} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {admins !== 1 && (
        <Alert severity="warning" role="alert" sx={{ mb: 1, maxWidth: 900 }}>
          {translate(
            admins === 0
              ? 'admin.pages.publications.validation.noAdmin'
              : 'admin.pages.publications.validation.oneAdmin',
          )}
        </Alert>
      )}
      {serverError && (
        <Typography variant="body2" color="error" role="alert">
          {translate(serverError)}
        </Typography>
      )}
      {fields.length === 0 ? (
        <Typography variant="body2">{translate('admin.pages.publications.noPermissions')}</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 900 }} aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.pages.publications.permissions.email')}</TableCell>
              <TableCell>{translate('admin.pages.publications.permissions.role')}</TableCell>
              {publishing && (
                <TableCell>{translate('admin.pages.publications.permissions.canPublish')}</TableCell>
              )}
              <TableCell>{translate('admin.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const email = rows[index]?.userEmail ?? `#${rows[index]?.userId}`;
              return (
                <TableRow key={field.key}>
                  <TableCell>{email}</TableCell>
                  <TableCell>
                    <SelectInput
                      source={`${NAME}.${index}.role`}
                      label={translate('admin.pages.publications.permissions.roleOf', { email })}
                      choices={roleChoices}
                      validate={required(ValidationMessage.blank)}
                      helperText={false}
                    />
                  </TableCell>
                  {publishing && (
                    <TableCell>
                      <CheckboxInput
                        source={`${NAME}.${index}.hasPermissionToPublish`}
                        label={translate('admin.pages.publications.permissions.canPublishOf', { email })}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    <Tooltip title={translate('admin.pages.publications.permissions.remove', { email })}>
                      <IconButton
                        aria-label={translate('admin.pages.publications.permissions.remove', { email })}
                        onClick={() => remove(index)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Button startIcon={<AddIcon />} onClick={() => setChoosing(true)} sx={{ mt: 1 }}>
        {translate('admin.pages.publications.permissions.addUser')}
      </Button>
      <UserSelectDialog
        open={choosing}
        excludeIds={rows.map((row) => Number(row.userId))}
        onSelect={add}
        onClose={() => setChoosing(false)}
      />
    </Box>
  );
};
