import { Box, Divider, Stack, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@notices/common';
import { useCan } from '../components/useCan';
import type { AuditEntry } from '../types';
import { AuditChanges } from './AuditChanges';

const HISTORY_SIZE = 50;

/**
 * "History" section of a summary page: the audit entries of this record, newest first
 * (GET admin/audit_log with filters[entityType][$eq] and filters[entityId][$eq]). SYSTEM_ADMIN only.
 */
export const RecordHistory = ({ entityType }: { entityType: string }) => {
  const allowed = useCan();
  const record = useRecordContext();
  const translate = useTranslate();
  const enabled = allowed('auditLog.index') && record !== undefined;
  const {
    data = [],
    isPending,
    error,
  } = useGetList<AuditEntry>(
    'audit_log',
    {
      filter: { entityType, entityId: record?.id },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: HISTORY_SIZE },
    },
    { enabled },
  );
  if (!enabled) return null;
  const title = translate('admin.pages.auditLog.history');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {isPending ? (
        <Typography variant="body2">{translate('ra.page.loading')}</Typography>
      ) : error ? (
        <Typography variant="body2" color="error">
          {translate('admin.pages.auditLog.historyError')}
        </Typography>
      ) : data.length === 0 ? (
        <Typography variant="body2">{translate('admin.pages.auditLog.noHistory')}</Typography>
      ) : (
        <Stack divider={<Divider />} spacing={1}>
          {data.map((entry) => (
            <Box key={entry.id} component="article">
              <Typography variant="subtitle2">
                {translate('admin.pages.auditLog.entry', {
                  date: formatDateTime(entry.createdAt),
                  actor: entry.actorEmail ?? '-',
                  action: translate(`admin.pages.auditLog.actions.${entry.action}`, { _: entry.action }),
                })}
              </Typography>
              <AuditChanges entry={entry} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
};
