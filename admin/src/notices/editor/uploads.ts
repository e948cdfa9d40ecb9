import { HttpError } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorCode } from '../../providers/httpClient';
import type { AttachmentKind, FormFile, NoticeFormValues, UploadTicket } from '../types';
import { isNewFile } from './transform';

export interface UploadFailure {
  name: string;
  /** i18n key of the reason, under admin.pages.notices.snackbars.upload. */
  reason: string;
}

const KNOWN = ['attachment_type_mismatch', 'attachment_limit', 'attachment_type', 'attachment_too_large'];

/** The reason a refused upload shows (422 type mismatch, 400 limit or type, 413 too large). */
export function uploadFailureKey(error: unknown): string {
  const code = errorCode(error);
  if (code && KNOWN.includes(code)) return `admin.pages.notices.snackbars.upload.${code}`;
  if (error instanceof HttpError && error.status === 413)
    return 'admin.pages.notices.snackbars.upload.attachment_too_large';
  return 'admin.pages.notices.snackbars.upload.error';
}

/** The file body goes straight to the signed URL (ours or S3), not through the data provider. */
async function putFile(ticket: UploadTicket, file: File): Promise<void> {
  const headers = new Headers(ticket.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', file.type || 'application/octet-stream');
  let response: Response;
  try {
    response = await fetch(ticket.uploadUrl, { method: ticket.method ?? 'PUT', headers, body: file });
  } catch (error) {
    console.error('Upload failed', error);
    throw new HttpError('errors.http.500', 500, {});
  }
  if (!response.ok) {
    const code = response.status === 413 ? 'attachment_too_large' : undefined;
    throw new HttpError(`errors.http.${response.status}`, response.status, { code });
  }
}

/** Where the uploads stand: `done` of `total` files are up, `name` is going up now. */
export interface UploadProgress {
  done: number;
  total: number;
  name: string;
}

/** The files the editor sends: the content file unless null, a string or already stored; public attachments that have a size. */
function uploadJobs(values: Pick<NoticeFormValues, 'contentAttachment' | 'publicAttachments'>) {
  const jobs: Array<{ kind: AttachmentKind; file: File }> = [];
  if (isNewFile(values.contentAttachment))
    jobs.push({ kind: 'content', file: values.contentAttachment.rawFile });
  for (const attachment of values.publicAttachments ?? ([] as FormFile[]))
    if (isNewFile(attachment) && attachment.rawFile.size > 0)
      jobs.push({ kind: 'public', file: attachment.rawFile });
  return jobs;
}

export const countUploads = (values: Pick<NoticeFormValues, 'contentAttachment' | 'publicAttachments'>) =>
  uploadJobs(values).length;

/**
 * Uploads the files dropped in the editor, one after the other: ticket → PUT → complete. Each start is
 * reported (`onProgress`), so a long save says "Uploading 2 of 4". Failures are collected.
 */
export async function uploadAttachments(
  dataProvider: AppDataProvider,
  noticeId: number,
  values: Pick<NoticeFormValues, 'contentAttachment' | 'publicAttachments'>,
  onProgress: (progress: UploadProgress) => void = () => undefined,
): Promise<UploadFailure[]> {
  const jobs = uploadJobs(values);
  const failures: UploadFailure[] = [];
  for (const [index, { kind, file }] of jobs.entries()) {
    onProgress({ done: index, total: jobs.length, name: file.name });
    try {
      const { data: ticket } = await dataProvider.requestUpload(noticeId, {
        kind,
        name: file.name,
        contentType: file.type || 'application/octet-stream',
        size: file.size,
      });
      await putFile(ticket, file);
      await dataProvider.completeUpload(noticeId, ticket.attachmentId);
    } catch (error) {
      console.error(`Upload of ${file.name} failed`, error);
      failures.push({ name: file.name, reason: uploadFailureKey(error) });
    }
  }
  return failures;
}
