// Lighthouse, mobile (its default config), performance only, against the built product started as
// `npm start` runs it on a fresh clone: backend/dist/main.js in a new folder (so its data lands in
// ./.data), NODE_ENV=production, demo data on. Pages: the home, a search, a notice, and the back
// office's first screen (/admin/, which sends a visitor who is not signed in to the site's sign-in).
// Prints the performance score, LCP, TBT, CLS and the JavaScript transferred per page.
// Each page is measured RUNS times (default 3) and the run with the median score is shown.
// Usage: node scripts/build.mjs && node bench/lighthouse.mjs   (env: CHROMIUM_PATH, SEARCH, RUNS)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltProduct } from './product.mjs';

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

/** The product on a fresh data folder; resolves once /api/v1/health answers. */
async function startProduct() {
  const workDir = mkdtempSync(join(tmpdir(), 'notices-lighthouse-'));
  const product = await startBuiltProduct({
    env: { NODE_ENV: 'production' },
    unset: ['DATA_DIR', 'DATABASE_URL', 'DEMO_DATA'],
    cwd: workDir,
    timeoutMs: 90_000,
  });
  const stop = async () => {
    await product.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  return { baseUrl: product.baseUrl, stop };
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
