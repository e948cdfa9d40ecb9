import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { errorMessageKey, hasFieldErrors } from '../lib/errors';

/** Success goes to the user's summary; failures always show an error snackbar. */
export function useSaveNotifications(kind: 'create' | 'edit') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return {
    onSuccess: (data: RaRecord) => {
      notify(`admin.pages.users.snackbars.${kind}.success`, { type: 'success' });
      redirect('show', 'users', data.id);
    },
    onError: (error: unknown) => {
      console.error(`User ${kind} failed`, error);
      if (hasFieldErrors(error)) return; // the form marks the fields and says what is wrong
      notify(`admin.pages.users.snackbars.${kind}.error`, {
        type: 'error',
        messageArgs: { reason: translate(errorMessageKey(error)) },
      });
    },
  };
}
