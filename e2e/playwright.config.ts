import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built product (`node scripts/build.mjs` first). Each test file starts its own
 * product in its own worker (support/fixtures.ts), except the files of one SHARED_PRODUCT group, which
 * follow one another on one worker's product; two workers (E2E_WORKERS), each drawing ports from a
 * band of its own (testkit/free-port.ts). The browser is Debian's Chromium headless shell, the same
 * Chromium build without the windowed browser around it, which is what Playwright itself drives for
 * headless runs: it needs half the CPU of the full browser (ADR 023). CHROMIUM_PATH=/usr/bin/chromium
 * runs the suite in the full browser. PLAYWRIGHT_JSON_OUTPUT_FILE adds a JSON report (scripts/test.mjs).
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    headless: true,
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
