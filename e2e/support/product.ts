import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-Pass-2026' };

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'notices-e2e-'));
}

/** Runs the server once and collects what it prints until it exits (for start-up failures). */
export function runServerUntilExit(
  env: Record<string, string>,
  timeoutMs = 30000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

export interface Product {
  baseUrl: string;
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts the built product exactly as `npm start` runs it (backend/dist/main.js with an embedded
 * PostgreSQL in a fresh DATA_DIR), on a free port, and waits for /api/v1/health.
 */
export async function startProduct(
  options: { env?: Record<string, string>; dataDir?: string; keepData?: boolean; port?: number } = {},
): Promise<Product> {
  const env = options.env ?? {};
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));

  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`product exited during start:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`product did not become healthy within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
