import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN,
  dataDirOf,
  freePort,
  newWorkDir,
  ROOT,
  runServerUntilExit,
  startProduct,
} from '../support/product';
import { expect, test } from '../support/fixtures';

test.use({ productOptions: {} });

test.describe('one process, one URL', () => {
  test('answers the version and health of the API', async ({ product }) => {
    const version = await fetch(`${product.baseUrl}/api/v1/utilities/version`).then((r) => r.json());
    expect(version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect((await fetch(`${product.baseUrl}/api/v1/health`)).status).toBe(200);
  });

  test('serves the OpenAPI document and its reference page', async ({ product }) => {
    const document = await fetch(`${product.baseUrl}/api/v1/openapi.json`).then((r) => r.json());
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/v1/auth/login');
    const page = await fetch(`${product.baseUrl}/documentation`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  test('serves the back office at /admin/ and the site everywhere else', async ({ product }) => {
    const admin = await fetch(`${product.baseUrl}/admin/`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('Administration Panel');
    const about = await fetch(`${product.baseUrl}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('content-type')).toContain('text/html');
  });

  test('sends the security headers on every response', async ({ product }) => {
    for (const path of ['/', '/api/v1/health', '/admin/']) {
      const response = await fetch(`${product.baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toContain('max-age');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
    }
  });

  test('answers malformed JSON with a 400 in the API error shape', async ({ product }) => {
    const response = await fetch(`${product.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });
});

test.describe('embedded PostgreSQL lifecycle', () => {
  test('keeps data across restarts and refuses a second start on the same DATA_DIR', async () => {
    const workDir = newWorkDir();
    try {
      const first = await startProduct({ workDir, keepData: true });
      expect(existsSync(join(dataDirOf(workDir), 'postgres', 'PG_VERSION'))).toBe(true);
      const login = () =>
        fetch(`${first.baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
      expect((await login()).status).toBe(200);

      const second = await runServerUntilExit({ PORT: '0' }, { workDir });
      expect(second.code).not.toBe(0);
      expect(second.output).toMatch(/already running on DATA_DIR/);
      await first.stop();

      const restarted = await startProduct({
        workDir,
        keepData: true,
        env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      });
      const response = await fetch(`${restarted.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(response.status).toBe(200);
      await restarted.stop();
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });

  test('stops with a clear message when a setting is wrong', async () => {
    const result = await runServerUntilExit({ PORT: 'not-a-port' });
    expect(result.code).toBe(2);
    expect(result.output).toContain('PORT must be a whole number');
  });
});

test.describe('npm start', () => {
  test("runs the product in production mode (React's production build), as the README says", async () => {
    const workDir = newWorkDir();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: join(workDir, '.data'),
      DEMO_DATA: 'false',
      NODE_OPTIONS: '',
      NO_COLOR: '1',
    };
    for (const name of ['NODE_ENV', 'DATABASE_URL', 'PUBLIC_URL']) delete env[name];
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env });
    let output = '';
    try {
      const mode = await new Promise<string>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no mode line in 60 s:\n${output}`)), 60_000);
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const line = /Mode: [^\n]*/.exec(output);
          if (line) {
            clearTimeout(timer);
            done(line[0]);
          }
        });
        child.on('exit', () => fail(new Error(`npm start exited:\n${output}`)));
      });
      expect(mode).toBe('Mode: production');
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
