import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { Readable, Transform, type Duplex, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DumpFile } from './open-data-dump.entity';

/** Passes bytes through, counting them and hashing them: the manifest's size and SHA-256 of a stored file. */
class Digest extends Transform {
  private readonly hash: Hash = createHash('sha256');
  size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    done(null, chunk);
  }

  hex(): string {
    return this.hash.digest('hex');
  }
}

/**
 * One gzip file of a dump being written: `head` (a line or CSV encoder) → gzip → digest → storage. `write`
 * waits while the file is behind, so a fast query never piles rows up in memory.
 */
export class DumpFileWriter {
  readonly done: Promise<DumpFile>;

  constructor(
    private readonly head: Duplex,
    name: string,
    target: Writable,
  ) {
    const digest = new Digest();
    this.done = pipeline(head, createGzip(), digest, target).then(() => ({
      name,
      size: digest.size,
      sha256: digest.hex(),
    }));
    // Awaited by `write` and `end`; this keeps a failure before then from counting as unhandled.
    this.done.catch(() => undefined);
  }

  /**
   * A failure anywhere in the pipeline destroys `head` with the error, which ends the wait. (Racing
   * `done` instead added a reaction to that one long-lived promise per wait: 180 MB of heap at 1M notices.)
   */
  async write(chunk: unknown): Promise<void> {
    if (this.head.destroyed) throw this.head.errored ?? new Error('the file was closed before its end');
    if (!this.head.write(chunk)) await once(this.head, 'drain');
  }

  end(): Promise<DumpFile> {
    this.head.end();
    return this.done;
  }

  abort(error: Error): void {
    this.head.destroy(error);
  }
}

/** A small file (the manifest) stored whole, with its size and SHA-256. */
export async function storeWhole(name: string, bytes: Buffer, target: Writable): Promise<DumpFile> {
  const digest = new Digest();
  await pipeline(Readable.from([bytes]), digest, target);
  return { name, size: digest.size, sha256: digest.hex() };
}
