import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createHash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config/config';
import {
  DOWNLOAD_URL_SECONDS,
  fileDisposition,
  FileStorage,
  PresignedUpload,
  UPLOAD_URL_SECONDS,
  type StoredStream,
} from './file-storage';
import { S3UploadStream } from './s3-upload-stream';

/** S3-compatible storage: the browser PUTs straight to the bucket with a presigned URL. */
export class S3Storage extends FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  async presignUpload(key: string, contentType: string): Promise<PresignedUpload> {
    // The size limit is enforced after upload (completeUpload reads the stored size) since a plain
    // presigned PUT cannot carry a content-length-range condition.
    const command = new PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: contentType });
    const url = await getSignedUrl(this.client, command, { expiresIn: UPLOAD_URL_SECONDS });
    return { url, method: 'PUT', headers: { 'Content-Type': contentType } };
  }

  async presignDownload(key: string, fileName: string, contentType: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      // S3 sends only the overrides a presigned GET can carry (no CSP, no nosniff): inline is limited to
      // types that cannot run script (fileDisposition), and the type is forced to the checked one.
      ResponseContentDisposition: fileDisposition(fileName, contentType),
      ResponseContentType: contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn: DOWNLOAD_URL_SECONDS });
  }

  private async get(key: string, range?: string): Promise<Buffer | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: range }),
      );
      return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
    } catch {
      return null;
    }
  }

  readStart(key: string, bytes: number): Promise<Buffer | null> {
    return this.get(key, `bytes=0-${bytes - 1}`);
  }

  read(key: string): Promise<Buffer | null> {
    return this.get(key);
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch {
      return null;
    }
  }

  async sha256(key: string): Promise<string | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!result.Body) return null;
      const hash = createHash('sha256');
      await pipeline(result.Body as Readable, hash);
      return hash.digest('hex');
    } catch {
      return null;
    }
  }

  /**
   * A presigned PUT stays usable until it expires, so the accepted file is copied to a key no URL was
   * ever signed for, and the upload key is removed: a later PUT lands on a key nobody reads.
   */
  async seal(key: string): Promise<string | null> {
    if ((await this.size(key)) === null) return null;
    const sealed = `${key}-sealed`;
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.config.bucket,
        Key: sealed,
        CopySource: `${this.config.bucket}/${key}`,
      }),
    );
    await this.remove(key);
    return sealed;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  writeStream(key: string, contentType: string): Writable {
    return new S3UploadStream(this.client, this.config.bucket, key, contentType);
  }

  async readStream(key: string): Promise<StoredStream | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!result.Body || result.ContentLength === undefined) return null;
      return { size: result.ContentLength, stream: result.Body as Readable };
    } catch {
      return null;
    }
  }

  /** S3 has no rename: a server-side copy (objects up to 5 GB), then the source is removed. */
  async move(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.config.bucket,
        Key: to,
        CopySource: `${this.config.bucket}/${from}`,
      }),
    );
    await this.remove(from);
  }
}
