import { useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { fieldErrors, hasFieldErrors } from '../../lib/errors';
import { serverErrors } from '../../i18n/errors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorCode } from '../../providers/httpClient';
import type { Notice, NoticeFormValues } from '../types';
import { toNoticeBody } from './transform';
import { countUploads, uploadAttachments, type UploadProgress } from './uploads';

export type SaveIntent = 'save' | 'publish';

const S = 'admin.pages.notices.snackbars';

/**
 * Save: create or update, upload the attachments, go to the summary. Publish: the same, and
 * PUT {id}/publish only once every file is up, so a notice due today is never public without its files
 * (nor logged again per file); a failed upload leaves it a draft and says so. A new version that keeps
 * the run with no file to upload is published by the same request (`publishNewVersion`, one
 * transaction). Failures show the server's message, else snackbars.publish.error, and field errors
 * come back for the inputs.
 */
export function useNoticeSave(
  notice: Notice | undefined,
  includeFree: boolean,
  onProgress: (progress: UploadProgress | null) => void,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();

  const failure = (error: unknown) => {
    console.error('Notice save failed', error);
    if (hasFieldErrors(error)) return; // the form marks the fields and says what is wrong
    const code = errorCode(error);
    const key = code && code in serverErrors ? `errors.server.${code}` : `${S}.publish.error`;
    notify(key, { type: 'error' });
  };

  const write = async (values: NoticeFormValues, createNewVersion: boolean, publishNewVersion: boolean) => {
    const body = toNoticeBody(values, { includeFree, createNewVersion });
    const data = publishNewVersion ? { ...body, publishNewVersion: true } : body;
    const answer = notice
      ? await dataProvider.update('notices', { id: notice.id, data, previousData: notice })
      : await dataProvider.create('notices', { data });
    return answer.data as Notice;
  };

  const upload = async (noticeId: number, values: NoticeFormValues) => {
    try {
      return await uploadAttachments(dataProvider, noticeId, values, onProgress);
    } finally {
      onProgress(null);
    }
  };

  return async (
    values: NoticeFormValues,
    intent: SaveIntent,
    createNewVersion: boolean,
  ): Promise<Record<string, string> | undefined> => {
    const publishing = intent === 'publish';
    const inOneRequest = publishing && createNewVersion && countUploads(values) === 0;
    let saved: Notice;
    try {
      saved = await write(values, createNewVersion, inOneRequest);
    } catch (error) {
      failure(error);
      return fieldErrors(error);
    }
    const failures = await upload(saved.id, values);
    for (const { name, reason } of failures) notify(translate(reason, { name }), { type: 'error' });
    let published = inOneRequest;
    if (publishing && !inOneRequest) {
      if (failures.length > 0) notify(`${S}.publish.filesMissing`, { type: 'warning' });
      else
        try {
          await dataProvider.publishNotice(saved.id);
          published = true;
        } catch (error) {
          failure(error); // the notice is saved (a draft): the summary tells what is left
        }
    }
    if (failures.length === 0 && (published || !publishing))
      notify(`${S}.${publishing ? 'publish' : 'creator'}.success`, { type: 'success' });
    redirect(`/notices/${saved.id}/show`);
    return undefined;
  };
}
