import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, responseContract, type TestApp } from './app';

const ROOT = join(__dirname, '..', '..', '..');
/** The built server the crash tests run as a child process (SIGKILL needs a real process). */
export const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
/** A fresh clone compiles common and the backend first (about 100 s of tsc on two busy cores). */
export const BUILD_TIMEOUT = 600_000;

/** The server the test runs is the built one: common and backend are built when missing or stale. */
export async function buildServer(): Promise<void> {
  const build = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'common', 'backend'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`building common and the backend failed (exit code ${code})`);
}

/** Waits until `check()` answers true, asking every `intervalMs`; throws after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  intervalMs = 50,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface ChildApp {
  proc: ChildProcess;
  url: string;
  /** Sends `signal` and resolves at the exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** fetch() of `path` on this server, its answer checked against docs/openapi.json like a TestApp's. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * The built server as a child process on the test app's database and JWT secret: no demo data, no
 * administrator, no SMTP, a fresh DATA_DIR, errors only (on this process's stderr); `env` on top (RUN_JOBS
 * among them). Resolves once its health check answers, or at once with `healthy: false`.
 */
export async function startChildApp(
  t: TestApp,
  env: Record<string, string>,
  { healthy = true }: { healthy?: boolean } = {},
): Promise<ChildApp> {
  const port = await freePort();
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl!,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notices-child-app-')),
      DEMO_DATA: 'false',
      JWT_SECRET: t.config.jwtSecret,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill(signal);
    await exited;
  };
  if (healthy)
    await until(
      async () => (await fetch(`${url}/api/v1/health`).catch(() => null))?.ok === true,
      60_000,
      'the server to answer',
    ).catch(async (error: unknown) => {
      await stop('SIGKILL');
      throw error;
    });
  const checked = (path: string, init: RequestInit = {}) => {
    const { contract, file } = responseContract();
    return contract.fetch(`${url}${path}`, init, file);
  };
  return { proc, url, stop, fetch: checked };
}
