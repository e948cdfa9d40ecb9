import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { hasFieldErrors } from '../lib/errors';
import { useCurrentUser } from '../components/useCan';
import { toBody, type SavedSearchFormValues } from './transform';

/** After a save: the success snackbar and the summary; a failure shows the error snackbar. */
export function useSaveNotifications() {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (data: RaRecord) => {
      notify('homepage.snackbars.saveSearch.success', { type: 'success' });
      redirect('show', 'savedsearches', data.id);
    },
    onError: (error: unknown) => {
      console.error('Saved search save failed', error);
      if (hasFieldErrors(error)) return; // the form marks the fields and says what is wrong
      notify('homepage.snackbars.saveSearch.error', { type: 'error' });
    },
  };
}

/** The form values → the API body (text notifications only with a phone). */
export function useTransform() {
  const me = useCurrentUser();
  return (values: SavedSearchFormValues) => toBody(values, Boolean(me?.phone));
}
