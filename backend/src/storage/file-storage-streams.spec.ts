import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import { freePort } from '../../test/support/app';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { PART_BYTES } from './s3-upload-stream';

/** The same streaming behaviour from both adapters (open-data dumps are written and served through it). */
function streams(name: string, start: () => Promise<{ storage: FileStorage; stop?: () => Promise<void> }>) {
  describe(`${name}: streamed writes and reads`, () => {
    let storage: FileStorage;
    let stop: (() => Promise<void>) | undefined;

    beforeAll(async () => ({ storage, stop } = await start()));
    afterAll(async () => stop?.());

    async function write(key: string, bytes: Buffer) {
      await pipeline(
        Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
        storage.writeStream(key, 'application/gzip'),
      );
    }

    it('stores a file larger than one upload part and streams it back with its size', async () => {
      const bytes = randomBytes(PART_BYTES + 12345);
      await write('open-data/2026-11-24/big.bin', bytes);
      const stored = await storage.readStream('open-data/2026-11-24/big.bin');
      expect(stored?.size).toBe(bytes.length);
      expect((await buffer(stored!.stream)).equals(bytes)).toBe(true);
    });

    it('stores a small file, and moves it over an older one', async () => {
      await write('open-data/x/notices.jsonl.gz', Buffer.from('old'));
      await write('open-data/partial/notices.jsonl.gz', Buffer.from('new bytes'));
      await storage.move('open-data/partial/notices.jsonl.gz', 'open-data/x/notices.jsonl.gz');
      const moved = await storage.readStream('open-data/x/notices.jsonl.gz');
      expect((await buffer(moved!.stream)).toString()).toBe('new bytes');
      expect(await storage.readStream('open-data/partial/notices.jsonl.gz')).toBeNull();
    });

    it('answers null for a missing file', async () => {
      expect(await storage.readStream('open-data/none/manifest.json')).toBeNull();
    });

    it('stores nothing at the key when the writer fails before the end', async () => {
      const failing = new Readable({
        read() {
          this.push(randomBytes(PART_BYTES));
          this.destroy(new Error('export failed'));
        },
      });
      await expect(
        pipeline(failing, storage.writeStream('open-data/failed/f.bin', 'application/gzip')),
      ).rejects.toThrow('export failed');
      if (name === 'S3') expect(await storage.readStream('open-data/failed/f.bin')).toBeNull();
    });
  });
}

streams('local disk', async () => ({
  storage: new LocalDiskStorage(
    mkdtempSync(join(tmpdir(), 'storage-')),
    'http://x',
    'secret',
    () => new Date(),
  ),
}));

streams('S3', async () => {
  const port = await freePort();
  const s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'notices' }],
  });
  await s3.run();
  const storage = new S3Storage({
    bucket: 'notices',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return { storage, stop: () => s3.close() };
});
