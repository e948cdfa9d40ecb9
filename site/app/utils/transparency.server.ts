import { apiFor } from './api.server';
import type { LogKeys, LookupAnswer, NoticeProof } from './proof/types';

/**
 * A JSON answer of the API, or null for any failure: transparency pages degrade, never crash, even
 * on an answer of another shape (a proxy's page, a log that moved).
 */
async function optionalJson<T>(call: Promise<{ data?: T }>, valid: (body: T) => boolean): Promise<T | null> {
  try {
    const { data } = await call;
    return data && typeof data === 'object' && valid(data) ? data : null;
  } catch {
    return null;
  }
}

/** GET transparency/notices/{id}: the notice's log entries, null when the log has none or fails. */
export function loadNoticeProof(request: Request, id: string): Promise<NoticeProof | null> {
  if (!/^\d+$/.test(id)) return Promise.resolve(null);
  return optionalJson(
    apiFor(request).GET('/api/v1/transparency/notices/{id}', { params: { path: { id: Number(id) } } }),
    (body) => Array.isArray(body.entries) && typeof body.checkpoint?.note === 'string',
  );
}

/** GET transparency/keys: the log's origin and its public keys. */
export function loadLogKeys(request: Request): Promise<LogKeys | null> {
  return optionalJson(apiFor(request).GET('/api/v1/transparency/keys'), (body) => Array.isArray(body.keys));
}

/** GET transparency/checkpoint: the latest signed note, verbatim. */
export async function loadCheckpointNote(request: Request): Promise<string | null> {
  const { data: note = '' } = await apiFor(request)
    .GET('/api/v1/transparency/checkpoint', { parseAs: 'text' })
    .catch(() => ({ data: '' }));
  return note.startsWith('{') || !note.trim() ? null : note;
}

/** GET transparency/lookup: what the log knows of a file by its SHA-256 (lower-case hex). */
export function lookupSha256(request: Request, sha256: string): Promise<LookupAnswer | null> {
  return optionalJson(
    apiFor(request).GET('/api/v1/transparency/lookup', { params: { query: { sha256 } } }),
    (body) => Array.isArray(body.matches),
  );
}
