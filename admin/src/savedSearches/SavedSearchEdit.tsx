import { Edit, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { SavedSearchForm } from './SavedSearchForm';
import { toFormValues } from './transform';
import type { SavedSearch } from './types';
import { useNotFoundHandler, useSaveNotifications, useTransform } from './useSaveNotifications';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

const EditForm = () => {
  const record = useRecordContext<SavedSearch>();
  return <SavedSearchForm cancelTo={record ? `/savedsearches/${record.id}/show` : '/savedsearches'} />;
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
      queryOptions={{ ...useNotFoundHandler(), select: (record) => ({ ...record, ...toFormValues(record) }) }}
      transform={transform}
    >
      <EditForm />
    </Edit>
  );
};
