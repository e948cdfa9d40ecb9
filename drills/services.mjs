// The services beside the product: s3rver for storage and an SMTP catcher that keeps every message.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from './lib.mjs';

const require = createRequire(import.meta.url);

/** s3rver on a free port with `bucket`; the S3_* settings for the product. */
export async function startS3(dir, bucket = 'notices') {
  const S3rver = require('s3rver');
  const port = await freePort();
  const directory = join(dir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

/** An S3 client for the drill itself (listing, copying, reading objects). */
export function s3Client(s3) {
  const { S3Client } = require('@aws-sdk/client-s3');
  return new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

/**
 * An SMTP server that keeps every message: recipients, Message-ID, the raw text (quoted-printable undone),
 * and the notice ids its links name (an alert's fingerprint).
 */
export async function startSmtp() {
  const { SMTPServer } = require('smtp-server');
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? null,
          subject: /^Subject:\s*(.*)$/im.exec(text)?.[1] ?? '',
          text,
        });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: expected here.
  server.on('error', () => undefined);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const port = server.server.address().port;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((done) => server.close(done)) };
}
