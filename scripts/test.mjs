// `npm test`: every test. Unit tests, API tests against a real (embedded) PostgreSQL, and browser
// tests in Debian's Chromium against the built product. Prints one closing "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, run } from './lib.mjs';

// The three unit suites are small and mostly wait on their own start-up: they run at once, each one's
// output printed whole when it ends.
const SUITES = [
  { name: 'common (unit)', workspace: 'common', runner: 'jest', together: true },
  { name: 'admin (unit, Vitest)', workspace: 'admin', runner: 'vitest', together: true },
  { name: 'site (unit, Vitest)', workspace: 'site', runner: 'vitest', together: true },
  { name: 'backend (unit + API on PostgreSQL)', workspace: 'backend', runner: 'jest' },
  { name: 'e2e (browser, Chromium)', workspace: 'e2e', runner: 'playwright' },
];

// Jest and Vitest write the same totals (numPassedTests, numFailedTestSuites…); only the flags differ.
const REPORT_ARGS = {
  jest: (output) => ['--json', `--outputFile=${output}`],
  vitest: (output) => ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
};

/** Runs a suite with a JSON report in `output`; resolves with its exit code. */
function runSuite(suite, output) {
  if (suite.runner === 'playwright')
    return run('npm', ['test', '-w', suite.workspace], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output },
    });
  return run('npm', ['test', '-w', suite.workspace, '--', ...REPORT_ARGS[suite.runner](output)]);
}

/** The same, its output kept (to print it whole once it ends); resolves with the exit code and output. */
function runCaptured(suite, output) {
  return new Promise((resolve) => {
    const args = ['test', '-w', suite.workspace, '--', ...REPORT_ARGS[suite.runner](output)];
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (chunk) => (printed += chunk));
    child.stderr.on('data', (chunk) => (printed += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), printed }));
    child.on('error', (error) => resolve({ code: 127, printed: String(error) }));
  });
}

/** Passed, failed and skipped tests of a report, and whether the suite broke outside its tests. */
function countsOf(suite, report) {
  if (suite.runner === 'playwright') {
    // Playwright's JSON report: flaky passed on a retry; errors are failures outside any test (a file
    // that does not load, a fixture that breaks).
    const { expected, unexpected, skipped, flaky } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped, broken: report.errors?.length ?? 0 };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    broken: report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0,
  };
}

const only = process.argv.slice(2);
const reports = join(ROOT, '.test-data', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await Promise.all([ensureChromium(), build({ all: process.env.CI === 'true' })]);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];

/** Adds a finished suite's report to the totals. */
function count(suite, output, code) {
  let counted = false;
  try {
    const counts = countsOf(suite, JSON.parse(readFileSync(output, 'utf8')));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    counted = true;
    // A suite that fails to load has no failing test but must still fail the run.
    if (counts.failed === 0) totals.failed += counts.broken;
  } catch {
    /* no report: the runner itself failed */
  }
  if (code !== 0 || !counted) {
    failedSuites.push(suite.name);
    if (!counted) totals.failed += 1;
  }
}

const chosen = SUITES.filter((suite) => !only.length || only.includes(suite.workspace));
const together = chosen.filter((suite) => suite.together);
const finished = await Promise.all(
  together.map(async (suite) => {
    const output = join(reports, `${suite.workspace}.json`);
    return { suite, output, ...(await runCaptured(suite, output)) };
  }),
);
for (const { suite, output, code, printed } of finished) {
  console.log(`\n▶ ${suite.name}\n${printed}`);
  count(suite, output, code);
}
for (const suite of chosen.filter((candidate) => !candidate.together)) {
  console.log(`\n▶ ${suite.name}`);
  const output = join(reports, `${suite.workspace}.json`);
  count(suite, output, await runSuite(suite, output));
}

console.log(`\n${failedSuites.length ? `Failed suites: ${failedSuites.join(', ')}` : 'All suites passed.'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
