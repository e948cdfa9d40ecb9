import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { errorCode } from '../providers/httpClient';
import { errorMessageKey, hasFieldErrors } from '../lib/errors';

/**
 * After a save: the success message and the summary. A failure shows
 * `admin.pages.publications.snackbars.<kind>.<server code>` when we have that text, else `.error`.
 */
export function useSaveNotifications(kind: 'creator' | 'editor') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return {
    onSuccess: (data: RaRecord) => {
      notify(`admin.pages.publications.snackbars.${kind}.success`, { type: 'success' });
      redirect('show', 'publications', data.id);
    },
    onError: (error: unknown) => {
      console.error(`Publication ${kind} failed`, error);
      if (hasFieldErrors(error)) return; // the form marks the fields and says what is wrong
      const fallback = translate(`admin.pages.publications.snackbars.${kind}.error`, {
        reason: translate(errorMessageKey(error)),
      });
      const code = errorCode(error);
      notify(
        code ? translate(`admin.pages.publications.snackbars.${kind}.${code}`, { _: fallback }) : fallback,
        {
          type: 'error',
        },
      );
    },
  };
}
