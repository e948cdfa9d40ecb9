import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../types';
import { changeList, snapshotsOf, type ChangeRow, type ShownValue } from './changeList';
import { useChangeLabels } from './useChangeLabels';
import { useRecordNames } from './useRecordNames';

const T = 'admin.pages.auditLog';

/** Removed items struck through (<del>), added ones underlined (<ins>): both read as such by screen readers. */
const Item = ({ value }: { value: ShownValue }) => {
  if (value.change === 'removed')
    return (
      <Box component="del" sx={{ color: 'error.dark' }}>
        {value.text}
      </Box>
    );
  if (value.change === 'added')
    return (
      <Box component="ins" sx={{ color: 'success.dark' }}>
        {value.text}
      </Box>
    );
  return <>{value.text}</>;
};

const Values = ({ row, values }: { row: ChangeRow; values: ShownValue[] | null }) => {
  if (!values) return null;
  if (!row.list) return <Item value={values[0]} />;
  if (values.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {values.map((value, index) => (
        <li key={index}>
          <Item value={value} />
        </li>
      ))}
    </Box>
  );
};

const cell = { overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/** The changed fields of one audit entry: "Field — Before — After" in words, the raw data on demand. */
export const AuditChanges = ({ entry }: { entry?: AuditEntry }) => {
  const fromContext = useRecordContext<AuditEntry>();
  const record = entry ?? fromContext;
  const names = useRecordNames();
  return record ? <EntryChanges entry={record} names={names} /> : null;
};

/** One entry's change list, ids named from `names` (useRecordNames). */
export const EntryChanges = ({
  entry,
  names,
}: {
  entry: AuditEntry;
  names: Record<string, Map<string, string>>;
}) => {
  const translate = useTranslate();
  const labels = useChangeLabels(entry.entityType, names);
  const { before, after } = snapshotsOf(entry.changes ?? {}, entry.action);
  const rows = changeList(before, after, labels);
  if (rows.length === 0) return <Typography variant="body2">{translate(`${T}.noChanges`)}</Typography>;
  // A created or deleted record has one side only: its values in one column.
  const sides = [before && 'before', after && 'after'].filter((side) => side !== null) as Array<
    'before' | 'after'
  >;
  const heading = (side: 'before' | 'after') => translate(`${T}.${sides.length === 1 ? 'value' : side}`);
  return (
    <Box>
      {/* Fixed columns: every entry of a history lines up, whatever its values. */}
      <Table size="small" aria-label={translate(`${T}.changes`)} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '25%' }}>{translate(`${T}.field`)}</TableCell>
            {sides.map((side) => (
              <TableCell key={side}>{heading(side)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.path}>
              <TableCell component="th" scope="row" sx={cell}>
                {row.label}
              </TableCell>
              {row.note ? (
                <TableCell colSpan={sides.length} sx={cell}>
                  {row.note}
                </TableCell>
              ) : (
                sides.map((side) => (
                  <TableCell key={side} sx={cell}>
                    <Values row={row} values={row[side]} />
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box component="details" sx={{ mt: 1 }}>
        <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
          {translate(`${T}.rawData`)}
        </Typography>
        <Box component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
          {JSON.stringify(entry.changes, null, 2)}
        </Box>
      </Box>
    </Box>
  );
};

/** Names of the changed fields, for the list column. */
export const ChangedFields = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<AuditEntry>();
  const labels = useChangeLabels(record?.entityType ?? 'user');
  if (!record) return null;
  const { before, after } = snapshotsOf(record.changes ?? {}, record.action);
  const names = new Set(changeList(before, after, labels).map((row) => row.label.split(' › ')[0]));
  return <span>{[...names].join(', ')}</span>;
};
