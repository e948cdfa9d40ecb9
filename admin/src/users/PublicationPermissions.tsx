import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ChipsOverflow } from '../common/ChipsOverflow';
import type { PublicationUserPermission, User } from '../types';

function publicationLabel(
  permission: PublicationUserPermission,
  translate: (key: string, o?: object) => string,
) {
  const name = permission.publicationName ?? `#${permission.publicationId}`;
  return permission.publicationEnabled === false
    ? translate('admin.pages.users.sections.deactivated', { name })
    : name;
}

/** List cell: publication name + role chips, first three plus a count. */
export const PublicationPermissionChips = (_props: {
  source?: string;
  label?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const items = (record?.publicationUserPermissions ?? []).map(
    (permission) => `${publicationLabel(permission, translate)}: ${permission.role}`,
  );
  return (
    <ChipsOverflow items={items} label={translate('resources.users.fields.publicationUserPermissions')} />
  );
};

/**
 * Read-only table of a manager's publication permissions. The editable table (add, remove, role,
 * permission to publish) arrives with the publications feature and replaces this component.
 */
export const PublicationPermissionsTable = ({
  permissions,
}: {
  permissions?: PublicationUserPermission[];
}) => {
  const translate = useTranslate();
  const rows = permissions ?? [];
  const title = translate('admin.pages.users.sections.publicationPermissions');
  return (
    <section aria-label={title}>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{translate('admin.pages.users.sections.noPermissions')}</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 700 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.pages.users.sections.publication')}</TableCell>
              <TableCell>{translate('admin.pages.users.sections.role')}</TableCell>
              <TableCell>{translate('admin.pages.users.sections.canPublish')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((permission) => (
              <TableRow key={permission.id ?? permission.publicationId}>
                <TableCell>{publicationLabel(permission, translate)}</TableCell>
                <TableCell>{permission.role}</TableCell>
                <TableCell>
                  {translate(permission.hasPermissionToPublish ? 'ra.boolean.true' : 'ra.boolean.false')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};

/** Same table, reading the record in context (show page, edit form). */
export const RecordPublicationPermissions = () => {
  const record = useRecordContext<User>();
  return <PublicationPermissionsTable permissions={record?.publicationUserPermissions} />;
};
