import { useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { fieldErrors, hasFieldErrors } from '../../common/errors';
import { serverErrors } from '../../i18n/errors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorCode } from '../../providers/httpClient';
import type { Notice, NoticeFormValues } from '../types';
import { toNoticeBody } from './transform';
import { uploadAttachments } from './uploads';

export type SaveIntent = 'save' | 'publish';

/**
 * Save (§4): create or update, upload the attachments, go to the summary. Publish: the same with
 * PUT {id}/publish between. Failures show the server's message, else snackbars.publish.error, and
 * field errors come back for the inputs.
 */
export function useNoticeSave(notice: Notice | undefined, includeFree: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();

  const failure = (error: unknown) => {
    console.error('Notice save failed', error);
    if (hasFieldErrors(error)) return; // the form marks the fields and says what is wrong
    const code = errorCode(error);
    const key =
      code && code in serverErrors ? `errors.server.${code}` : 'admin.pages.notices.snackbars.publish.error';
    notify(key, { type: 'error' });
  };

  return async (
    values: NoticeFormValues,
    intent: SaveIntent,
    createNewVersion: boolean,
  ): Promise<Record<string, string> | undefined> => {
    const body = toNoticeBody(values, { includeFree, createNewVersion });
    let saved: Notice;
    try {
      const answer = notice
        ? await dataProvider.update('notices', { id: notice.id, data: body, previousData: notice })
        : await dataProvider.create('notices', { data: body });
      saved = answer.data as Notice;
    } catch (error) {
      failure(error);
      return fieldErrors(error);
    }
    let published = true;
    if (intent === 'publish') {
      try {
        await dataProvider.publishNotice(saved.id);
      } catch (error) {
        // The notice is saved (a draft): its attachments still go up, the summary tells what is left.
        published = false;
        failure(error);
      }
    }
    const failures = await uploadAttachments(dataProvider, saved.id, values);
    for (const { name, reason } of failures) notify(translate(reason, { name }), { type: 'error' });
    if (published && failures.length === 0)
      notify(`admin.pages.notices.snackbars.${intent === 'publish' ? 'publish' : 'creator'}.success`, {
        type: 'success',
      });
    redirect(`/notices/${saved.id}/show`);
    return undefined;
  };
}
