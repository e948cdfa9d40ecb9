import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../types';
import { formatAuditValue } from './format';

/** The changed fields of one audit entry, before → after. */
export const AuditChanges = ({ entry }: { entry?: AuditEntry }) => {
  const fromContext = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const record = entry ?? fromContext;
  if (!record) return null;
  const changes = Object.entries(record.changes ?? {});
  const show = (value: unknown) =>
    formatAuditValue(value, translate('ra.boolean.true'), translate('ra.boolean.false'));
  if (changes.length === 0)
    return <Typography variant="body2">{translate('admin.pages.auditLog.noChanges')}</Typography>;
  return (
    <Table size="small" aria-label={translate('admin.pages.auditLog.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.pages.auditLog.field')}</TableCell>
          <TableCell>{translate('admin.pages.auditLog.before')}</TableCell>
          <TableCell>{translate('admin.pages.auditLog.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(([field, change]) => (
          <TableRow key={field}>
            <TableCell>{field}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{show(change?.before)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{show(change?.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Names of the changed fields, for the list column. */
export const ChangedFields = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<AuditEntry>();
  return <span>{Object.keys(record?.changes ?? {}).join(', ')}</span>;
};
