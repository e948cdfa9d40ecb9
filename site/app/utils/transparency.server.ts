import { apiSend } from './api.server';
import type { LogKeys, LookupAnswer, NoticeProof } from './proof/types';

/** A JSON answer of the API, or null for any failure: transparency pages degrade, never crash. */
async function optionalJson<T>(
  request: Request,
  path: string,
  valid: (body: T) => boolean,
): Promise<T | null> {
  const response = await apiSend(request, 'GET', path);
  if (!response.ok) return null;
  try {
    const body = (await response.json()) as T;
    return body && typeof body === 'object' && valid(body) ? body : null;
  } catch {
    return null;
  }
}

/** GET transparency/notices/{id}: the notice's log entries, null when the log has none or fails. */
export function loadNoticeProof(request: Request, id: string): Promise<NoticeProof | null> {
  if (!/^\d+$/.test(id)) return Promise.resolve(null);
  return optionalJson<NoticeProof>(
    request,
    `/transparency/notices/${id}`,
    (body) => Array.isArray(body.entries) && typeof body.checkpoint?.note === 'string',
  );
}

/** GET transparency/keys: the log's origin and its public keys. */
export function loadLogKeys(request: Request): Promise<LogKeys | null> {
  return optionalJson<LogKeys>(request, '/transparency/keys', (body) => Array.isArray(body.keys));
}

/** GET transparency/checkpoint: the latest signed note, verbatim. */
export async function loadCheckpointNote(request: Request): Promise<string | null> {
  const response = await apiSend(request, 'GET', '/transparency/checkpoint');
  if (!response.ok) return null;
  const note = await response.text().catch(() => '');
  return note.startsWith('{') || !note.trim() ? null : note;
}

/** GET transparency/lookup: what the log knows of a file by its SHA-256 (lower-case hex). */
export function lookupSha256(request: Request, sha256: string): Promise<LookupAnswer | null> {
  return optionalJson<LookupAnswer>(request, `/transparency/lookup?sha256=${sha256}`, (body) =>
    Array.isArray(body.matches),
  );
}
