import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../testkit/free-port';

export { freePort };

export const ROOT = resolve(__dirname, '..', '..');
export const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-Pass-2026' };

/** The accounts DEMO_DATA adds on a fresh database (they share one password, printed once at start). */
export const DEMO = {
  reader: 'reader@example.org',
  apiUser: 'api@example.org',
  manager: 'editor@example.org',
} as const;

/**
 * A throw-away folder that stands for a fresh checkout: the product runs with it as its working
 * directory and no DATA_DIR, so its data lands in `<folder>/.data` — the default `./.data`, dot-folder
 * included, exactly as after `npm start` on a fresh clone.
 */
export function newWorkDir(): string {
  return mkdtempSync(join(tmpdir(), 'notices-e2e-'));
}

/** The same as newWorkDir, under the name tests used when the folder was DATA_DIR itself. */
export const newDataDir = newWorkDir;

/** Where the product keeps its data when run in workDir: the default DATA_DIR, `./.data`. */
export function dataDirOf(workDir: string): string {
  return join(workDir, '.data');
}

/**
 * The environment of a product started as on a fresh clone: the inherited one without any product
 * setting the test runner's shell may carry (so `./.data` and DEMO_DATA's default really apply).
 */
function freshEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'DEMO_DATA', 'S3_BUCKET', 'PUBLIC_URL', 'JWT_SECRET'])
    delete inherited[name];
  // NODE_ENV as `npm start` sets it (scripts/start.mjs).
  return { ...inherited, NODE_OPTIONS: '', NODE_ENV: 'production', ...env };
}

/** Runs the server once in workDir and collects what it prints until it exits (for start-up failures). */
export function runServerUntilExit(
  env: Record<string, string>,
  optionsOrTimeoutMs: { workDir?: string; timeoutMs?: number } | number = {},
): Promise<{ code: number | null; output: string }> {
  // A bare number is the time limit, as callers written before workDir pass it.
  const options =
    typeof optionsOrTimeoutMs === 'number' ? { timeoutMs: optionsOrTimeoutMs } : optionsOrTimeoutMs;
  const workDir = options.workDir ?? newWorkDir();
  return new Promise((done) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: workDir,
      env: freshEnv({ LOG_LEVEL: 'warn', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!options.workDir) rmSync(workDir, { recursive: true, force: true });
      done({ code, output });
    });
  });
}

export interface Product {
  baseUrl: string;
  /** The folder the product runs in; its data is in `<workDir>/.data`. */
  workDir: string;
  stop(): Promise<void>;
  output(): string;
  /** The demo users' password from the start-up banner (as a person reads it); throws without demo data. */
  demoPassword(): string;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** The folder to run in (see newWorkDir); a new one by default. */
  workDir?: string;
  /** @deprecated the same as workDir (the product's data is in `<dataDir>/.data`). */
  dataDir?: string;
  /** Keeps workDir after stop (for restarts on the same data). */
  keepData?: boolean;
  port?: number;
  /**
   * DEMO_DATA, on by default as after `npm start`. A test that needs a database without demo records
   * passes false and says why.
   */
  demoData?: boolean;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Starts the built product as `npm start` runs it on a fresh clone: backend/dist/main.js in a throw-away
 * working directory without DATA_DIR (so the embedded PostgreSQL and uploads live in `./.data`), demo
 * data on, the default log level; on a free port, and waits for /api/v1/health. Only what a test must
 * know is set: the port, PUBLIC_URL for that port, and a known SYSTEM_ADMIN (ADMIN).
 */
export async function startProduct(options: StartOptions = {}): Promise<Product> {
  const port = options.port ?? (await freePort());
  const workDir = options.workDir ?? options.dataDir ?? newWorkDir();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: workDir,
    env: freshEnv({
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NO_COLOR: '1',
      ...(options.demoData === false ? { DEMO_DATA: 'false' } : {}),
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));

  // Generous: initdb, migrations and demo data take much longer on a busy machine than on an idle one.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`product exited during start:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`product did not become healthy within 150 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    workDir,
    output: () => log,
    demoPassword() {
      const match = /Password for all of them:\s+(\S+)/.exec(log.replace(ANSI, ''));
      if (!match) throw new Error(`no demo users' password in the start-up output:\n${log}`);
      return match[1];
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepData) rmSync(workDir, { recursive: true, force: true });
    },
  };
}
