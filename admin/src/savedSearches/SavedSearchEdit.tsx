import { Edit, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { SavedSearchForm } from './SavedSearchForm';
import { toFormValues } from './transform';
import type { SavedSearch } from './types';
import { useSaveNotifications, useTransform } from './useSaveNotifications';
import { editErrorProps } from '../components/RecordError';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

const EditForm = () => {
  const record = useRecordContext<SavedSearch>();
  if (!record) return null;
  // The form edits days and `f<id>` custom values (transform.ts); the API record is mapped once here.
  return (
    <SavedSearchForm
      cancelTo={`/savedsearches/${record.id}/show`}
      record={{ ...record, ...toFormValues(record) }}
    />
  );
};

/** Saved-search editor: Show, Cancel (to the summary), Save (the whole search, PUT). */
export const SavedSearchEdit = () => {
  const mutationOptions = useSaveNotifications();
  const transform = useTransform();
  return (
    <Edit<SavedSearch>
      actions={<EditActions />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      {...editErrorProps}
      transform={transform}
    >
      <EditForm />
    </Edit>
  );
};
