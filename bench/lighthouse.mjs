// Lighthouse, mobile (its default config), performance only, against the built product started as
// `npm start` runs it on a fresh clone: backend/dist/main.js in a new folder (so its data lands in
// ./.data), NODE_ENV=production, demo data on. Pages: the home, a search, a notice, and the back
// office's first screen (/admin/, which sends a visitor who is not signed in to the site's sign-in).
// Prints the performance score, LCP, TBT, CLS and the JavaScript transferred per page.
// Each page is measured RUNS times (default 3) and the run with the median score is shown.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs   (env: CHROMIUM_PATH, SEARCH, RUNS)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SEARCH = process.env.SEARCH ?? 'foreclosure';
// Lighthouse's own advice: scores vary run to run (more so on a shared machine), report the median.
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The product on a fresh data folder; resolves once /api/v1/health answers. */
async function startProduct() {
  const port = await freePort();
  const workDir = mkdtempSync(join(tmpdir(), 'notices-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: baseUrl };
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'DEMO_DATA', 'NODE_OPTIONS']) delete env[name];
  const child = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the product exited during start');
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the product did not become healthy within 90 s');
    }
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** A published notice's page, found on the home page as a visitor would. */
async function noticePath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = /href="(\/notices\/\d+)"/.exec(html);
  if (!match) throw new Error('the home page links to no notice (is demo data on?)');
  return match[1];
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: ms(audit('largest-contentful-paint')),
    tbt: ms(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift').toFixed(3),
    js: kb(scripts?.transferSize ?? 0),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** A running server is warm: its first answers (cold caches, lazy modules) are not what visitors see. */
async function warmUp(baseUrl, paths) {
  for (let round = 0; round < 3; round++)
    for (const path of paths) await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
}

const product = await startProduct();
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
try {
  const pages = [
    ['home', '/'],
    ['search', `/?for=${encodeURIComponent(SEARCH)}`],
    ['notice', await noticePath(product.baseUrl)],
    ['admin sign-in', '/admin/'],
  ];
  await warmUp(
    product.baseUrl,
    pages.map(([, path]) => path),
  );
  const rows = [];
  for (const [name, path] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${product.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      // A run Lighthouse could not finish (no paint in time, a crashed tab) has no score: left out.
      if (result.lhr.runtimeError || result.lhr.categories.performance.score === null)
        console.warn(`${path}: run ${run + 1} failed (${result.lhr.runtimeError?.code ?? 'no score'})`);
      else runs.push(figures(result.lhr));
    }
    if (runs.length === 0) throw new Error(`every Lighthouse run of ${path} failed`);
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({ page: name, path, ...median, scores: runs.map((run) => run.score).join(' ') });
  }
  console.table(rows);
} finally {
  await chrome.kill();
  await product.stop();
}
