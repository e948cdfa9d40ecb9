// Product instances as the README says for production without Docker (`NODE_ENV=production DATABASE_URL=…
// S3_…=… SMTP_URL=… node backend/dist/main.js`), one process each, and the secrets they share.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT, spawnProduct, waitHealthy } from '../bench/product.mjs';
import { ASSUMPTIONS } from './lib.mjs';

/** Secrets every instance must share (backend/src/config/config.ts): sessions and the log's signer. */
export function sharedSecrets() {
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRANSPARENCY_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    // The log's names default to PUBLIC_URL's host: fixed here, as an env file fixes them in production.
    TRANSPARENCY_ORIGIN: 'drill.example.org/transparency',
    TRANSPARENCY_KEY_NAME: 'drill.example.org/transparency',
    ADMIN_EMAIL: 'drill-admin@example.org',
    ADMIN_PASSWORD: `Drill-${randomBytes(9).toString('base64url')}`,
  };
}

/**
 * One product instance: `node backend/dist/main.js` with NODE_ENV=production, its own PORT and DATA_DIR,
 * `env` on top. Output goes to `<dir>/<name>.log` (JSON lines or text: only read leniently). `start()`
 * resolves once the health check answers 200; `kill(signal)` resolves at the exit.
 */
export function instance(name, dir, env) {
  const logPath = join(dir, `${name}.log`);
  const log = createWriteStream(logPath, { flags: 'a' });
  const self = {
    name,
    logPath,
    port: 0,
    baseUrl: '',
    child: null,
    /** Answered its health check since it last started. */
    ready: false,
    exits: 0,
    async start({ timeoutMs = 180_000 } = {}) {
      self.port ||= Number(env.PORT) || (await freePort());
      self.baseUrl = `http://127.0.0.1:${self.port}`;
      const child = spawnProduct({
        env: {
          NODE_ENV: 'production',
          PORT: String(self.port),
          DATA_DIR: join(dir, `${name}-data`),
          RUN_JOBS: 'true',
          DEMO_DATA: 'false',
          ...env,
        },
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      self.child = child;
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.once('exit', () => {
        self.exits++;
        if (self.child === child) {
          self.child = null;
          self.ready = false;
        }
      });
      const state = await waitHealthy(`${self.baseUrl}${ASSUMPTIONS.health}`, {
        exited: () => self.child !== child,
        timeoutMs,
        intervalMs: 200,
      });
      if (state === 'exited') throw new Error(`${name} exited during start (see ${logPath})`);
      if (state === 'timeout') {
        await self.kill('SIGKILL');
        throw new Error(`${name} did not become healthy in ${timeoutMs / 1000} s (see ${logPath})`);
      }
      self.ready = true;
      return self;
    },
    async kill(signal = 'SIGTERM') {
      const child = self.child;
      if (!child) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill(signal);
      await exited;
    },
    get running() {
      return self.child !== null;
    },
  };
  return self;
}
