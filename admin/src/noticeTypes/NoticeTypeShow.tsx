import { Box } from '@mui/material';
import { Show, SimpleShowLayout, TextField, TopToolbar, WithRecord } from 'react-admin';
import { RecordHistory } from '../auditLog/RecordHistory';
import type { NoticeType } from '../types';
import { NoticeTypeActions } from './NoticeTypeActions';
import { FieldsTable, UniversalFields } from './UniversalFields';
import { showErrorProps } from '../components/RecordError';
import { DateTimeField } from '../components/DateTimeField';

const ShowActions = () => (
  <TopToolbar>
    <NoticeTypeActions compact={false} />
  </TopToolbar>
);

/** Notice type summary: name, universal fields (read-only), specific fields, history. */
export const NoticeTypeShow = () => (
  <Show actions={<ShowActions />} {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="name" />
      <DateTimeField source="createdAt" />
    </SimpleShowLayout>
    <Box sx={{ px: 2, pb: 2 }}>
      <UniversalFields />
      <WithRecord<NoticeType>
        render={(record) => (
          <FieldsTable title="admin.pages.noticeTypes.sections.specific" fields={record.fields ?? []} />
        )}
      />
    </Box>
    <RecordHistory entityType="noticeType" />
  </Show>
);
