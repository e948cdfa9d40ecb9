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
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
