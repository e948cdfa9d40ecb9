import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, dataDirOf, newWorkDir, runServerUntilExit, startProduct } from '../support/product';
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
