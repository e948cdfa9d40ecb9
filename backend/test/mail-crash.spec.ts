import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, TestApp } from './app';

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
/** A fresh clone compiles common and the backend first (about 100 s of tsc on two busy cores). */
const BUILD_TIMEOUT = 600_000;

async function buildServer(): Promise<void> {
  const build = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'common', 'backend'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`building common and the backend failed (exit code ${code})`);
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The real server (built dist): a message committed by a process that is killed (SIGKILL) before it is
 * delivered goes out once the product runs again, from the job committed with it.
 */
describe('mail delivery across a crash (real process)', () => {
  let t: TestApp;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    await buildServer();
    t = await TestApp.start({ delivery: { retryLimit: 10, retryDelaySeconds: 60, workers: false } });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t?.close();
  });

  async function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string }> {
    const port = await freePort();
    const proc = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.databaseUrl!,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'notices-mail-crash-')),
        DEMO_DATA: 'false',
        JWT_SECRET: t.config.jwtSecret,
        LOG_LEVEL: 'error',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: t.mail.url,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    const url = `http://127.0.0.1:${port}`;
    await until(
      async () => (await fetch(`${url}/api/v1/health`).catch(() => null))?.ok === true,
      60_000,
      'the server to answer',
    );
    return { proc, url };
  }

  it('delivers after a restart a message whose process was killed after the commit, before sending', async () => {
    expect(existsSync(MAIN)).toBe(true);
    // This instance runs no jobs: its messages wait for one that does, which is the crash's window held open.
    const first = await startServer({ RUN_JOBS: 'false' });
    child = first.proc;
    const res = await fetch(`${first.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'crash@test.local', givenName: 'Crash', familyName: 'Test' }),
    });
    expect(res.status).toBe(201);
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const [row] = await t.db.query(
      `SELECT status, sent_at FROM mail_outbox WHERE recipient = 'crash@test.local'`,
    );
    expect(row).toEqual({ status: 'queued', sent_at: null });
    expect(t.mail.mails).toEqual([]);

    child = (await startServer({ RUN_JOBS: 'true' })).proc;
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
    child.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;
  }, 180_000);
});
