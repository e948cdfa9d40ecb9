import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Publication } from '../types';

/** Read-only permissions of a publication (e-mail, role, permission to publish) or its empty message. */
export const PermissionsTable = () => {
  const record = useRecordContext<Publication>();
  const translate = useTranslate();
  const rows = record?.publicationUserPermissions ?? [];
  const title = translate('admin.pages.publications.sections.permissions');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6">{title}</Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">{translate('admin.pages.publications.noPermissions')}</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 900 }} aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.pages.publications.permissions.email')}</TableCell>
              <TableCell>{translate('admin.pages.publications.permissions.role')}</TableCell>
              <TableCell>{translate('admin.pages.publications.permissions.canPublish')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id ?? row.userId}>
                <TableCell>{row.userEmail}</TableCell>
                <TableCell>{translate(`admin.publicationRoles.${row.role}`, { _: row.role })}</TableCell>
                <TableCell>
                  {translate(row.hasPermissionToPublish ? 'ra.boolean.true' : 'ra.boolean.false')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
