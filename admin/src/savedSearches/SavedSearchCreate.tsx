import { Create } from 'react-admin';
import { SavedSearchForm } from './SavedSearchForm';
import { EMPTY_FORM } from './transform';
import { useSaveNotifications, useTransform } from './useSaveNotifications';

/** Saved-search creator (savedSearches.create); success opens the summary. */
export const SavedSearchCreate = () => {
  const mutationOptions = useSaveNotifications();
  const transform = useTransform();
  return (
    <Create mutationOptions={mutationOptions} transform={transform} record={EMPTY_FORM}>
      <SavedSearchForm cancelTo="/savedsearches" />
    </Create>
  );
};
