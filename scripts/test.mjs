// `npm test`: every test. Unit tests, API tests against a real (embedded) PostgreSQL, and browser
// tests in Debian's Chromium against the built product. Prints one closing "N passed, N failed" line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, run } from './lib.mjs';

const SUITES = [
  { name: 'common (unit)', workspace: 'common' },
  { name: 'admin (unit, Vitest)', workspace: 'admin', report: 'vitest' },
  { name: 'site (unit, Vitest)', workspace: 'site', report: 'vitest' },
  { name: 'backend (unit + API on PostgreSQL)', workspace: 'backend' },
  { name: 'e2e (browser, Chromium)', workspace: 'e2e' },
];

// Jest and Vitest write the same totals (numPassedTests, numFailedTestSuites…); only the flags differ.
const REPORT_ARGS = {
  jest: (output) => ['--json', `--outputFile=${output}`],
  vitest: (output) => ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
};

const only = process.argv.slice(2);
const reports = join(ROOT, '.test-data', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensureChromium();
await build({ all: process.env.CI === 'true' });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
for (const suite of SUITES) {
  if (only.length && !only.includes(suite.workspace)) continue;
  console.log(`\n▶ ${suite.name}`);
  const output = join(reports, `${suite.workspace}.json`);
  const reportArgs = REPORT_ARGS[suite.report ?? 'jest'](output);
  const code = await run('npm', ['test', '-w', suite.workspace, '--', ...reportArgs]);
  let counted = false;
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    counted = true;
    // A suite that fails to load has no failing test but must still fail the run.
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0)
      totals.failed += report.numFailedTestSuites;
  } catch {
    /* no report: the runner itself failed */
  }
  if (code !== 0 || !counted) {
    failedSuites.push(suite.name);
    if (!counted) totals.failed += 1;
  }
}

console.log(`\n${failedSuites.length ? `Failed suites: ${failedSuites.join(', ')}` : 'All suites passed.'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
