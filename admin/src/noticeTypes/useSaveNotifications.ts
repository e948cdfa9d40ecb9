import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { hasFieldErrors } from '../lib/errors';
import { errorCode } from '../providers/httpClient';

/**
 * Creator: creator.success / creator.error. Editor: editor.success / editor.error.<server code>, else
 * editor.error.default. Success opens the summary.
 */
export function useSaveNotifications(kind: 'creator' | 'editor') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const base = `admin.pages.noticeTypes.snackbars.${kind}`;
  return {
    onSuccess: (data: RaRecord) => {
      notify(`${base}.success`, { type: 'success' });
      redirect('show', 'noticetypes', data.id);
    },
    onError: (error: unknown) => {
      console.error(`Notice type ${kind} failed`, error);
      if (hasFieldErrors(error)) return; // the form marks the fields and says what is wrong
      const code = errorCode(error);
      if (kind === 'creator') {
        notify(`${base}.error`, { type: 'error' });
        return;
      }
      const fallback = translate(`${base}.error.default`);
      notify(code ? translate(`${base}.error.${code}`, { _: fallback }) : fallback, { type: 'error' });
    },
  };
}
