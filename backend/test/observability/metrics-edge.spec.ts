import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, TestApp } from '../support/app';
import {
  BUILD_TIMEOUT,
  buildServer,
  startChildApp,
  until,
  type ChildApp,
} from '../support/child-app-fixtures';

const HAPROXY = '/usr/sbin/haproxy';
const SHIPPED = join(__dirname, '..', '..', '..', 'docker', 'haproxy.cfg');
const TOKEN = 'metrics-token-for-the-edge-test';

/**
 * The shipped docker/haproxy.cfg with Docker's names swapped for loopback addresses: the app slots
 * become the two instances, MinIO and the health frontend free ports, Docker's DNS resolver goes.
 * Every http-request rule is kept as shipped; the test checks that it was.
 */
function loopbackConfig(shipped: string, apps: string[], minioPort: number, healthPort: number): string {
  const out: string[] = [];
  let inResolvers = false;
  for (const line of shipped.split('\n')) {
    if (/^resolvers /.test(line)) inResolvers = true;
    else if (/^\S/.test(line)) inResolvers = false;
    if (inResolvers) continue;
    if (/^\s*server-template app /.test(line))
      apps.forEach((address, i) => out.push(`  server app${i + 1} ${address}`));
    else if (/^\s*default-server /.test(line)) out.push(line.replace(/ resolvers docker.*$/, ''));
    else if (/^\s*server minio /.test(line)) out.push(`  server minio 127.0.0.1:${minioPort}`);
    else if (/^\s*bind "\*:/.test(line)) out.push(line.replace('"*:', '"127.0.0.1:'));
    else if (/^\s*bind 127\.0\.0\.1:8405/.test(line)) out.push(`  bind 127.0.0.1:${healthPort}`);
    else out.push(line);
  }
  return out.join('\n');
}

/** GET through a plain fetch: status, body text, no redirects followed. */
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

/**
 * /metrics through the shipped edge: the real HAProxy with docker/haproxy.cfg in front of two built
 * instances that trust it (TRUST_PROXY=1, as compose.yml sets), one with METRICS_TOKEN and one without
 * (app.env.example's default). Express matches paths without regard to case or a trailing slash and the
 * proxy's address is private, so `/METRICS` once came through with the metrics. No spelling may reach
 * them through the edge, while Prometheus's direct scrape with the token still works.
 */
describe('/metrics behind the shipped HAProxy edge', () => {
  let t: TestApp;
  const apps: ChildApp[] = [];
  let proxy: ChildProcess | undefined;
  let edge: string;
  let config: string;

  beforeAll(async () => {
    if (!existsSync(HAPROXY))
      throw new Error(
        `${HAPROXY} is missing: node scripts/ensure-chromium.mjs installs it (Debian's haproxy)`,
      );
    await buildServer();
    t = await TestApp.start();
    apps.push(
      ...(await Promise.all([
        startChildApp(t, { TRUST_PROXY: '1', METRICS_TOKEN: TOKEN }),
        startChildApp(t, { TRUST_PROXY: '1', METRICS_TOKEN: '' }),
      ])),
    );
    const [port, minioPort, healthPort] = [await freePort(), await freePort(), await freePort()];
    edge = `http://127.0.0.1:${port}`;
    config = loopbackConfig(
      readFileSync(SHIPPED, 'utf8'),
      apps.map((app) => `${new URL(app.url).host} check inter 1s`),
      minioPort,
      healthPort,
    );
    const file = join(mkdtempSync(join(tmpdir(), 'edge-haproxy-')), 'haproxy.cfg');
    writeFileSync(file, config);
    proxy = spawn(HAPROXY, ['-db', '-f', file], {
      env: { ...process.env, HTTP_PORT: String(port), S3_BUCKET: 'notice-files' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    proxy.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    await until(
      async () => (await fetch(`${edge}/api/v1/health`).catch(() => null))?.status === 200,
      20_000,
      'HAProxy to answer through the apps',
    );
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy!.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(apps.map((app) => app.stop('SIGTERM')));
    await t?.close();
  });

  it('runs the shipped rules unchanged', () => {
    const rules = (text: string) => text.split('\n').filter((line) => /^\s*http-request /.test(line));
    expect(rules(config)).toEqual(rules(readFileSync(SHIPPED, 'utf8')));
  });

  it.each(['/metrics', '/METRICS', '/Metrics?x=1', '/metrics/', '/MeTrIcS/', '/%4Detrics', '/metrics?x=1'])(
    'refuses %s through the edge, with or without the token',
    async (path) => {
      // Twice each: round robin sends one to each instance.
      const bearer = { Authorization: `Bearer ${TOKEN}` };
      for (const headers of [{}, {}, bearer, bearer] as Array<Record<string, string>>) {
        const res = await get(`${edge}${path}`, headers);
        expect([path, res.status, res.text.includes('# HELP')]).toEqual([path, 404, false]);
      }
    },
  );

  it('lets Prometheus scrape an instance directly with its token, and no one else', async () => {
    const [withToken, without] = apps;
    const scrape = await get(`${withToken.url}/metrics`, { Authorization: `Bearer ${TOKEN}` });
    expect(scrape.status).toBe(200);
    expect(scrape.text).toContain('# HELP process_cpu_user_seconds_total');
    // Behind a proxy, loopback proves nothing (the proxy's own address is as near): the token only.
    expect((await get(`${withToken.url}/metrics`)).status).toBe(401);
    expect((await get(`${without.url}/metrics`)).status).toBe(403);
  });

  it('serves metrics on the exact path only, whatever the token', async () => {
    for (const path of ['/METRICS', '/Metrics?x=1', '/metrics/']) {
      const res = await get(`${apps[0].url}${path}`, { Authorization: `Bearer ${TOKEN}` });
      expect([path, res.status, res.text.includes('# HELP')]).toEqual([path, 404, false]);
    }
  });
});
