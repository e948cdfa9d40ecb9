import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config/config';
import { freePort } from './app';

/** A real S3 endpoint on loopback (s3rver) with the bucket `notices`, and the storage settings for it. */
export async function startS3rver(): Promise<{ s3: S3Config; close: () => Promise<void> }> {
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'notices' }],
  });
  await server.run();
  return {
    s3: {
      bucket: 'notices',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}
