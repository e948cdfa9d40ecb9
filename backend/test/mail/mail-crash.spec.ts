import { existsSync } from 'node:fs';
import { TestApp } from '../support/app';
import {
  BUILD_TIMEOUT,
  buildServer,
  MAIN,
  startChildApp,
  until,
  type ChildApp,
} from '../support/child-app-fixtures';

/**
 * The real server (built dist): a message committed by a process that is killed (SIGKILL) before it is
 * delivered goes out once the product runs again, from the job committed with it.
 */
describe('mail delivery across a crash (real process)', () => {
  let t: TestApp;
  let child: ChildApp | null = null;
  beforeAll(async () => {
    await buildServer();
    t = await TestApp.start({ delivery: { retryLimit: 10, retryDelaySeconds: 60, workers: false } });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await child?.stop('SIGKILL');
    await t?.close();
  });

  const startServer = (env: Record<string, string>) => startChildApp(t, { SMTP_URL: t.mail.url, ...env });

  it('delivers after a restart a message whose process was killed after the commit, before sending', async () => {
    expect(existsSync(MAIN)).toBe(true);
    // This instance runs no jobs: its messages wait for one that does, which is the crash's window held open.
    const first = await startServer({ RUN_JOBS: 'false' });
    child = first;
    const res = await first.fetch('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'crash@test.local', givenName: 'Crash', familyName: 'Test' }),
    });
    expect(res.status).toBe(201);
    await child.stop('SIGKILL');
    const [row] = await t.db.query(
      `SELECT status, sent_at FROM mail_outbox WHERE recipient = 'crash@test.local'`,
    );
    expect(row).toEqual({ status: 'queued', sent_at: null });
    expect(t.mail.mails).toEqual([]);

    child = await startServer({ RUN_JOBS: 'true' });
    const mail = await t.mail.lastTo('crash@test.local', 1, 60_000);
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    await until(
      async () =>
        (
          await t.db.query(
            `SELECT 1 FROM mail_outbox WHERE recipient = 'crash@test.local' AND status = 'sent'`,
          )
        ).length === 1,
      30_000,
      'the row to be sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(t.mail.mails.filter((m) => m.to.includes('crash@test.local'))).toHaveLength(1);
    await child.stop('SIGTERM');
    child = null;
  }, 180_000);
});
