import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the built product (`node scripts/build.mjs` first). Each test file starts its own
 * product in its own worker (support/fixtures.ts). One worker by default: with two (E2E_WORKERS=2) a
 * product's free port was once taken by the other worker's PostgreSQL before the product bound it
 * (EADDRINUSE), and the suite is CPU-bound on two cores anyway. PLAYWRIGHT_JSON_OUTPUT_FILE adds
 * a JSON report (scripts/test.mjs).
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
