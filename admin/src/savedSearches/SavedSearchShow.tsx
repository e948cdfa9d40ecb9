import { Box } from '@mui/material';
import { Form, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, WithRecord } from 'react-admin';
import { formatDateTime } from '@notices/common';
import { CountField } from '../components/CountField';
import {
  LaunchSearchButton,
  SavedSearchDeleteButton,
  SavedSearchEditButton,
  SavedSearchStatusButton,
} from './SavedSearchActions';
import { YesNo } from './SavedSearchFields';
import { SearchInputs } from './SearchInputs';
import { toFormValues } from './transform';
import type { SavedSearch } from './types';
import { showErrorProps } from '../components/RecordError';

const ShowActions = () => (
  <TopToolbar>
    <LaunchSearchButton compact={false} />
    <SavedSearchStatusButton compact={false} />
    <SavedSearchDeleteButton compact={false} />
    <SavedSearchEditButton compact={false} />
  </TopToolbar>
);

/** The search fields, read-only: the editor's inputs filled from the record. */
const ReadOnlySearch = ({ record }: { record: SavedSearch }) => (
  <Box sx={{ px: 2, pb: 2 }}>
    <Form record={toFormValues(record)} key={record.id}>
      <SearchInputs readOnly />
    </Form>
  </Box>
);

/** Saved-search summary: name, notifications, the search read-only; launch, delete, edit. */
export const SavedSearchShow = () => (
  <Show actions={<ShowActions />} {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="name" />
      <FunctionField<SavedSearch>
        source="notificationsEnabled"
        render={(record) => <YesNo value={record.notificationsEnabled} />}
      />
      <FunctionField<SavedSearch>
        source="textNotificationsEnabled"
        render={(record) => <YesNo value={record.textNotificationsEnabled} />}
      />
      <FunctionField<SavedSearch> source="enabled" render={(record) => <YesNo value={record.enabled} />} />
      <CountField source="numberOfHits" />
      <FunctionField<SavedSearch> source="createdAt" render={(record) => formatDateTime(record.createdAt)} />
    </SimpleShowLayout>
    <WithRecord<SavedSearch> render={(record) => <ReadOnlySearch record={record} />} />
  </Show>
);
