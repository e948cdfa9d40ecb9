import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ChipsOverflow } from '../components/ChipsOverflow';
import { publicationName } from '../lib/publicationRules';
import type { ApiUserToPublication, PublicationUserPermission, User } from '../types';

type Translate = (key: string, options?: object) => string;

const publicationLabel = (permission: PublicationUserPermission, translate: Translate) =>
  publicationName(
    permission.publicationName ?? `#${permission.publicationId}`,
    permission.publicationEnabled,
    translate,
  );

const roleLabel = (role: string, translate: Translate) =>
  translate(`admin.publicationRoles.${role}`, { _: role });

/** List cell: publication name + role chips, first three plus a count. */
export const PublicationPermissionChips = (_props: {
  source?: string;
  label?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const items = (record?.publicationUserPermissions ?? []).map(
    (permission) => `${publicationLabel(permission, translate)}: ${roleLabel(permission.role, translate)}`,
  );
  return (
    <ChipsOverflow items={items} label={translate('resources.users.fields.publicationUserPermissions')} />
  );
};

/** Read-only table of a manager's publication permissions (summary, profile). */
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
        <Table size="small" sx={{ maxWidth: 700 }} aria-label={title}>
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
                <TableCell>{roleLabel(permission.role, translate)}</TableCell>
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

/** Same table, reading the record in context (show page). */
export const RecordPublicationPermissions = () => {
  const record = useRecordContext<User>();
  return <PublicationPermissionsTable permissions={record?.publicationUserPermissions} />;
};

/** An API user's publications with their allowFreeNotices flag (summary). */
export const RecordApiPublications = () => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const rows: ApiUserToPublication[] = record?.apiUserToPublications ?? [];
  const title = translate('admin.pages.users.sections.apiPublications');
  return (
    <section aria-label={title}>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{translate('admin.pages.users.sections.noApiPublications')}</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 700 }} aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.pages.users.sections.publication')}</TableCell>
              <TableCell>{translate('admin.pages.users.sections.allowFreeNotices')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.publicationId}>
                <TableCell>
                  {publicationName(
                    row.publicationName ?? `#${row.publicationId}`,
                    row.publicationEnabled,
                    translate,
                  )}
                </TableCell>
                <TableCell>
                  {translate(row.allowFreeNotices ? 'ra.boolean.true' : 'ra.boolean.false')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
