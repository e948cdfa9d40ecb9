import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, TestApp } from '../support/app';
import { startS3rver } from '../support/s3rver-fixtures';

const ok = { status: 'ok', latencyMs: expect.any(Number) };

/** GET /api/v1/health: each dependency with its status and latency; which one is down. */
describe('health of each dependency', () => {
  it('answers every check ok on a working instance (mail through the test SMTP server)', async () => {
    const t = await TestApp.start();
    try {
      const res = await t.http.get('/api/v1/health').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        checks: {
          database: ok,
          replica: { status: 'not_configured', lagMs: null, latencyMs: expect.any(Number) },
          storage: ok,
          mail: ok,
          jobs: { status: 'disabled', latencyMs: expect.any(Number) },
          transparency: expect.objectContaining({ latencyMs: expect.any(Number) }),
        },
      });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('says mail is not configured without SMTP_URL, and stays ok', async () => {
    const t = await TestApp.start({ smtpUrl: null });
    try {
      const res = await t.http.get('/api/v1/health').expect(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.checks.mail).toEqual({ status: 'not_configured', latencyMs: expect.any(Number) });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('SMTP down: 200 degraded, naming mail', async () => {
    const t = await TestApp.start({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const res = await t.http.get('/api/v1/health').expect(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks).toMatchObject({
        database: { status: 'ok' },
        storage: { status: 'ok' },
        mail: { status: 'down' },
      });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('storage unwritable: 200 degraded, naming storage', async () => {
    const t = await TestApp.start();
    try {
      // A file where the uploads folder should be: nothing can be stored (even as root).
      const uploads = join(t.config.dataDir, 'uploads');
      try {
        renameSync(uploads, `${uploads}.away`);
      } catch {
        /* not made yet */
      }
      writeFileSync(uploads, 'not a folder');
      const res = await t.http.get('/api/v1/health').expect(200);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks).toMatchObject({
        database: { status: 'ok' },
        storage: { status: 'down' },
        mail: ok,
      });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('S3 storage: ok with the bucket, degraded naming storage when the bucket is missing', async () => {
    const s3rver = await startS3rver();
    try {
      const t = await TestApp.start({ s3: s3rver.s3 });
      try {
        const res = await t.http.get('/api/v1/health').expect(200);
        expect(res.body.checks.storage).toEqual(ok);
      } finally {
        await t.close();
      }
      const missing = await TestApp.start({ s3: { ...s3rver.s3, bucket: 'no-such-bucket' } });
      try {
        const res = await missing.http.get('/api/v1/health').expect(200);
        expect(res.body.status).toBe('degraded');
        expect(res.body.checks).toMatchObject({ database: { status: 'ok' }, storage: { status: 'down' } });
      } finally {
        await missing.close();
      }
    } finally {
      await s3rver.close();
    }
  }, 60_000);

  it('jobs: ok when pg-boss runs in this instance', async () => {
    const t = await TestApp.start({ runJobs: true });
    try {
      const res = await t.http.get('/api/v1/health').expect(200);
      expect(res.body.checks.jobs).toEqual(ok);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('primary database down: 503 database_unavailable', async () => {
    const t = await TestApp.start();
    try {
      await t.db.destroy();
      const res = await t.http.get('/api/v1/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, message: 'database_unavailable' });
    } finally {
      await t.close().catch(() => undefined);
    }
  }, 60_000);
});
