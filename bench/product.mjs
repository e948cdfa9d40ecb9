// The built product (backend/dist/main.js) as a child process: for benchmarks that measure it whole, and
// for the drills (drills/instance.mjs), which start and kill it under their own rules.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

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
 * Spawns `node backend/dist/main.js` with `env` over this process's environment, minus NODE_OPTIONS (this
 * process's loader flags are not the product's) and `unset`.
 */
export function spawnProduct({ env = {}, unset = [], cwd, stdio }) {
  const childEnv = { ...process.env, ...env };
  for (const name of ['NODE_OPTIONS', ...unset]) delete childEnv[name];
  return spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], { cwd, env: childEnv, stdio });
}

/**
 * Asks `healthUrl` every `intervalMs` until it answers 2xx ('healthy'), `exited()` turns true ('exited'),
 * or `timeoutMs` passes ('timeout').
 */
export async function waitHealthy(healthUrl, { exited, timeoutMs, intervalMs }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) return 'exited';
    const healthy = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return 'healthy';
    if (Date.now() > deadline) return 'timeout';
    await new Promise((done) => setTimeout(done, intervalMs));
  }
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
  const child = spawnProduct({
    env: { PORT: String(port), PUBLIC_URL: baseUrl, ...env },
    unset,
    cwd,
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.on('data', (chunk) => onLog(chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  };
  const state = await waitHealthy(`${baseUrl}/api/v1/health`, {
    exited: () => child.exitCode !== null,
    timeoutMs,
    intervalMs: 300,
  });
  if (state === 'healthy') return { baseUrl, stop };
  if (state === 'exited') throw new Error('the product exited during start');
  await stop();
  throw new Error(`the product did not become healthy within ${timeoutMs / 1000} s`);
}
