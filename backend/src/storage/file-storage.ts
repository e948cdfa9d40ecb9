import type { Readable, Writable } from 'node:stream';

/** Where attachments live: local disk under DATA_DIR by default, S3-compatible storage when configured. */
export interface PresignedUpload {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

export abstract class FileStorage {
  /** A URL the client PUTs the file to, valid for a few minutes, bound to the content type and size limit. */
  abstract presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedUpload>;
  /** A short-lived URL that downloads the file under the given name. */
  abstract presignDownload(key: string, fileName: string, contentType: string): Promise<string>;
  /** The first bytes of a stored file (to check its real type), or null when it is missing. */
  abstract readStart(key: string, bytes: number): Promise<Buffer | null>;
  abstract read(key: string): Promise<Buffer | null>;
  abstract size(key: string): Promise<number | null>;
  /** Hex SHA-256 of a stored file, or null when it is missing. */
  abstract sha256(key: string): Promise<string | null>;
  /**
   * Makes an uploaded file immutable and answers the key it now lives at: nothing written to the upload
   * URL afterwards can reach it. Null when nothing was uploaded.
   */
  abstract seal(key: string): Promise<string | null>;
  abstract remove(key: string): Promise<void>;
  /**
   * A stream that stores what is written to it under `key` (replacing what is there), in bounded memory;
   * it finishes once the file is stored. Write to a key nobody reads and `move` it when complete.
   */
  abstract writeStream(key: string, contentType: string): Writable;
  /** The stored file's size and a stream of its bytes, or null when it is missing. */
  abstract readStream(key: string): Promise<StoredStream | null>;
  /** Moves a stored file to another key, replacing what is there. */
  abstract move(from: string, to: string): Promise<void>;
}

export interface StoredStream {
  size: number;
  stream: Readable;
}

export const UPLOAD_URL_SECONDS = 10 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;

/** A Content-Disposition value that survives any file name (RFC 6266 with an RFC 5987 fallback). */
export function attachmentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The stored types a browser shows in its tab rather than saving: PDFs and raster images, none of which can
 * run script in our origin. Never HTML, SVG, XML or anything else a browser would render as a document.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export const isInlineType = (contentType: string): boolean =>
  INLINE_TYPES.has(contentType.split(';')[0].trim().toLowerCase());

/** Inline (with the file's name, for "Save as") for the types above, a download for any other. */
export function fileDisposition(fileName: string, contentType: string): string {
  return attachmentDisposition(fileName, isInlineType(contentType) ? 'inline' : 'attachment');
}

/**
 * The Content-Security-Policy of a served file. Nothing is loaded, framed or run from it; images and
 * downloads are also sandboxed (a unique origin without scripts). A PDF cannot be: Chrome's viewer is a
 * plugin-like embed that a sandboxed document refuses to start ("blocked by Chrome", crbug 271452), and
 * it needs `object-src 'self'` for that embed and inline styles for its frame. Its scripts (if any) run in
 * the viewer's own process, not in our origin; nosniff keeps the declared type the only one used.
 */
export function fileSecurityPolicy(contentType: string): string {
  const base = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return contentType.split(';')[0].trim().toLowerCase() === 'application/pdf'
    ? `${base}; object-src 'self'`
    : `${base}; sandbox`;
}
