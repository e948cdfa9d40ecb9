import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { errorMessageKey } from '../lib/errors';
import { errorCode } from '../providers/httpClient';
import type { AppDataProvider } from '../providers/dataProvider';

type Action = 'block' | 'unblock' | 'resetPassword';

/** Runs a named user call, then notifies (admin.pages.users.snackbars.<action>.*) and refreshes. */
export function useUserAction() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return async (action: Action, id: Identifier) => {
    try {
      if (action === 'block') await dataProvider.blockUser(id);
      else if (action === 'unblock') await dataProvider.unblockUser(id);
      else await dataProvider.resetUserPassword(id);
      notify(`admin.pages.users.snackbars.${action}.success`, { type: 'success' });
      refresh();
    } catch (error) {
      console.error(`User ${action} failed`, error);
      if (action === 'block' && errorCode(error) === 'user_not_yet_active') {
        notify('admin.pages.users.snackbars.blockNotYetActive', { type: 'error' });
        return;
      }
      notify(`admin.pages.users.snackbars.${action}.error`, {
        type: 'error',
        messageArgs: { reason: translate(errorMessageKey(error)) },
      });
    }
  };
}
