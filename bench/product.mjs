// The built product (backend/dist/main.js) as a child process, for benchmarks that measure it whole.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** A port nothing listens on right now (loopback). */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the product with `env` over this process's environment (minus `unset`), on a free port with
 * PUBLIC_URL set to it; resolves once /api/v1/health answers, with `stop()` (SIGTERM, then waits for the
 * exit). `onLog` hears its standard output (otherwise ignored); its errors go to this process's stderr.
 */
export async function startBuiltProduct({
  env = {},
  unset = [],
  cwd,
  onLog = null,
  timeoutMs = 120_000,
} = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv = { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, ...env };
  for (const name of ['NODE_OPTIONS', ...unset]) delete childEnv[name];
  const child = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
    cwd,
    env: childEnv,
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.on('data', (chunk) => onLog(chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the product exited during start');
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the product did not become healthy within ${timeoutMs / 1000} s`);
    }
    await new Promise((done) => setTimeout(done, 300));
  }
}
