import type { Identifier } from 'react-admin';
import { binaryBody, type ApiRequestBody } from '@notices/common';
import type { SystemSettings } from '../notices/types';
import { ANY_TYPE, answer, api, file } from './api';
import { cachedSession, setSession } from './session';

/** Route ids arrive as strings (from the hash URL); every id of our API is a whole number. */
const idPath = (id: Identifier) => ({ path: { id: Number(id) } });

/** Named notice calls beyond CRUD (docs/api-notices.md), typed by the API contract. */
export const noticeCalls = {
  publishNotice: (id: Identifier) =>
    answer(api.PUT('/api/v1/admin/notices/{id}/publish', { params: idPath(id) })),
  cancelNoticeDates: (id: Identifier) =>
    answer(api.DELETE('/api/v1/admin/notices/{id}/cancel', { params: idPath(id) })),
  cancelNoticeDate: (id: Identifier, dateId: Identifier) =>
    answer(
      api.DELETE('/api/v1/admin/notices/{id}/cancel/{dateId}', {
        params: { path: { id: Number(id), dateId: Number(dateId) } },
      }),
    ),
  addNoticeDate: (id: Identifier, date: string) =>
    answer(
      api.PUT('/api/v1/admin/notices/{id}/add_publication_date', { params: idPath(id), body: { date } }),
    ),
  requestUpload: (id: Identifier, body: ApiRequestBody<'NoticeFiles_requestUpload'>) =>
    answer(api.POST('/api/v1/admin/notices/{id}/attachments', { params: idPath(id), body })),
  completeUpload: (id: Identifier, attachmentId: Identifier) =>
    answer(
      api.POST('/api/v1/admin/notices/{id}/attachments/{attachmentId}/complete', {
        params: { path: { id: Number(id), attachmentId: Number(attachmentId) } },
      }),
    ),
  deleteNoticeFile: (id: Identifier, fileName: string, body: ApiRequestBody<'NoticeFiles_deleteFile'>) =>
    answer(
      api.POST('/api/v1/admin/notices/{id}/{fileName}', {
        params: { path: { id: Number(id), fileName } },
        body,
      }),
    ),
  /** The "create content from file" window: the raw .txt or .pdf → its text. */
  extractText: (raw: File) =>
    answer(api.POST('/api/v1/admin/notices/extract_text', binaryBody(raw, 'text/plain'))),
  /**
   * A short-lived download URL of a notice file. The staff route: the public one serves only public
   * files of published notices (no content file, nothing of a draft), so the summary's buttons answered 404.
   */
  noticeFileUrl: (noticeId: Identifier, attachmentId: Identifier) =>
    answer(
      api.GET('/api/v1/admin/notices/{id}/files/{attachmentId}', {
        params: { path: { id: Number(noticeId), attachmentId: Number(attachmentId) } },
      }),
    ),
  /** GET transparency/notices/{id}: the notice's log entries and checkpoint; 404 while never public. */
  noticeProof: (id: Identifier) =>
    answer(api.GET('/api/v1/transparency/notices/{id}', { params: idPath(id) })),
  /** The signed certificate of publication (PDF); 404 before a published date. */
  noticeCertificate: (id: Identifier) =>
    file(
      api.GET('/api/v1/admin/notices/{id}/certificate', {
        params: idPath(id),
        parseAs: 'blob',
        headers: ANY_TYPE,
      }),
    ),
  async updateSystemSettings(body: SystemSettings) {
    const answered = await answer(api.POST('/api/v1/admin/systemsettings', { body }));
    // The date rules read the settings from the session answer: keep it current.
    const session = cachedSession();
    if (session) setSession({ ...session, systemSettings: { ...session.systemSettings, ...answered.data } });
    return answered;
  },
};
