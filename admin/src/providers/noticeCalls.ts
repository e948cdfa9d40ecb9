import type { Identifier } from 'react-admin';
import type { AttachmentKind, Notice, NoticeProof, SystemSettings, UploadTicket } from '../notices/types';
import { fileClient, httpClient, jsonBody, type ApiFile } from './httpClient';
import { cachedSession, setSession } from './session';

const notice = (id: Identifier) => `/admin/notices/${encodeURIComponent(String(id))}`;
const segment = (id: Identifier) => encodeURIComponent(String(id));

/** Named notice calls beyond CRUD (docs/api-notices.md). */
export interface NoticeCalls {
  publishNotice(id: Identifier): Promise<{ data: Notice }>;
  cancelNoticeDates(id: Identifier): Promise<{ data: Notice }>;
  cancelNoticeDate(id: Identifier, dateId: Identifier): Promise<{ data: Notice }>;
  addNoticeDate(id: Identifier, date: string): Promise<{ data: Notice }>;
  requestUpload(
    id: Identifier,
    body: { kind: AttachmentKind; name: string; contentType: string; size: number },
  ): Promise<{ data: UploadTicket }>;
  completeUpload(id: Identifier, attachmentId: Identifier): Promise<{ data: Notice }>;
  deleteNoticeFile(
    id: Identifier,
    fileName: string,
    body: { attachmentType: 'public'; attachmentId: number } | { attachmentType: 'content' },
  ): Promise<{ data: Notice }>;
  /** The "create content from file" window: the raw .txt or .pdf → its text. */
  extractText(file: File): Promise<{ data: { text: string } }>;
  /** A short-lived download URL of a notice file (GET admin/notices/{id}/files/{attachmentId}). */
  noticeFileUrl(noticeId: Identifier, attachmentId: Identifier): Promise<{ data: { url: string } }>;
  updateSystemSettings(body: SystemSettings): Promise<{ data: SystemSettings }>;
  /** GET transparency/notices/{id}: the notice's log entries and checkpoint; 404 while never public. */
  noticeProof(id: Identifier): Promise<{ data: NoticeProof }>;
  /** GET admin/notices/{id}/certificate: the signed certificate of publication (PDF); 404 before a published date. */
  noticeCertificate(id: Identifier): Promise<ApiFile>;
}

const call = <T>(path: string, init: RequestInit = {}) =>
  httpClient<T>(path, init).then((data) => ({ data }));

export const noticeCalls: NoticeCalls = {
  publishNotice: (id) => call<Notice>(`${notice(id)}/publish`, { method: 'PUT' }),
  cancelNoticeDates: (id) => call<Notice>(`${notice(id)}/cancel`, { method: 'DELETE' }),
  cancelNoticeDate: (id, dateId) =>
    call<Notice>(`${notice(id)}/cancel/${encodeURIComponent(String(dateId))}`, { method: 'DELETE' }),
  addNoticeDate: (id, date) =>
    call<Notice>(`${notice(id)}/add_publication_date`, { method: 'PUT', body: jsonBody({ date }) }),
  requestUpload: (id, body) =>
    call<UploadTicket>(`${notice(id)}/attachments`, { method: 'POST', body: jsonBody(body) }),
  completeUpload: (id, attachmentId) =>
    call<Notice>(`${notice(id)}/attachments/${encodeURIComponent(String(attachmentId))}/complete`, {
      method: 'POST',
    }),
  deleteNoticeFile: (id, fileName, body) =>
    call<Notice>(`${notice(id)}/${encodeURIComponent(fileName)}`, { method: 'POST', body: jsonBody(body) }),
  extractText: (file) =>
    call<{ text: string }>('/admin/notices/extract_text', {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'text/plain' },
      body: file,
    }),
  // The staff route: the public one serves only public files of published notices (no content file,
  // nothing of a draft), so the summary's buttons answered 404.
  noticeFileUrl: (noticeId, attachmentId) =>
    call<{ url: string }>(`${notice(noticeId)}/files/${encodeURIComponent(String(attachmentId))}`),
  noticeProof: (id) => call<NoticeProof>(`/transparency/notices/${segment(id)}`),
  noticeCertificate: (id) => fileClient(`${notice(id)}/certificate`),
  async updateSystemSettings(body) {
    const answer = await call<SystemSettings>('/admin/systemsettings', {
      method: 'POST',
      body: jsonBody(body),
    });
    // The date rules read the settings from the session answer: keep it current.
    const session = cachedSession();
    if (session) setSession({ ...session, systemSettings: { ...session.systemSettings, ...answer.data } });
    return answer;
  },
};
