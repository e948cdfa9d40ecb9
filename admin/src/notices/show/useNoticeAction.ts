import { useNotify, useRefresh } from 'react-admin';
import { serverErrors } from '../../i18n/errors';
import { errorCode } from '../../providers/httpClient';

export type NoticeActionKind = 'publish' | 'cancel' | 'cancelSingle' | 'addDate';

/**
 * Runs a details action, shows admin.pages.notices.snackbars.<kind>.success, or the server's message
 * (else <kind>.error), and reloads the details.
 */
export function useNoticeAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (kind: NoticeActionKind, call: () => Promise<unknown>) => {
    try {
      await call();
      notify(`admin.pages.notices.snackbars.${kind}.success`, { type: 'success' });
    } catch (error) {
      console.error(`Notice ${kind} failed`, error);
      const code = errorCode(error);
      notify(
        code && code in serverErrors
          ? `errors.server.${code}`
          : `admin.pages.notices.snackbars.${kind}.error`,
        {
          type: 'error',
        },
      );
    } finally {
      refresh();
    }
  };
}
