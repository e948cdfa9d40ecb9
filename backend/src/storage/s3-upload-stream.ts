import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Writable } from 'node:stream';

/** S3 parts must be at least 5 MiB (but the last); 8 MiB bounds the memory one upload holds. */
export const PART_BYTES = 8 * 1024 * 1024;

/**
 * A writable that stores its bytes as one S3 object: a plain PUT when everything fits in one part,
 * else a multipart upload sending a part whenever PART_BYTES are buffered (write callbacks wait for it,
 * so a fast source is held back). The object appears only when the upload completes; a stream destroyed
 * with an error aborts the multipart upload, leaving nothing behind.
 */
export class S3UploadStream extends Writable {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private uploadId: string | null = null;
  private readonly parts: CompletedPart[] = [];

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly key: string,
    private readonly contentType: string,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    if (this.buffered < PART_BYTES) return done();
    this.sendPart().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.finish().then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (!error || !this.uploadId || this.writableFinished) return done(error);
    const abort = new AbortMultipartUploadCommand({
      Bucket: this.bucket,
      Key: this.key,
      UploadId: this.uploadId,
    });
    this.client.send(abort).then(
      () => done(error),
      () => done(error),
    );
  }

  private take(): Buffer {
    const body = Buffer.concat(this.chunks);
    this.chunks = [];
    this.buffered = 0;
    return body;
  }

  private async sendPart(): Promise<void> {
    if (!this.uploadId) {
      const created = await this.client.send(
        new CreateMultipartUploadCommand({
          Bucket: this.bucket,
          Key: this.key,
          ContentType: this.contentType,
        }),
      );
      this.uploadId = created.UploadId ?? null;
      if (!this.uploadId) throw new Error(`S3 gave no upload id for ${this.key}`);
    }
    const PartNumber = this.parts.length + 1;
    const body = this.take();
    const sent = await this.client.send(
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: this.key,
        UploadId: this.uploadId,
        PartNumber,
        Body: body,
        ContentLength: body.length,
      }),
    );
    this.parts.push({ PartNumber, ETag: sent.ETag });
  }

  private async finish(): Promise<void> {
    if (!this.uploadId) {
      const body = this.take();
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key,
          Body: body,
          ContentType: this.contentType,
          ContentLength: body.length,
        }),
      );
      return;
    }
    if (this.buffered > 0) await this.sendPart();
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: this.key,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: this.parts },
      }),
    );
  }
}
