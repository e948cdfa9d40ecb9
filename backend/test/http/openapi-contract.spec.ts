import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TestApp } from '../support/app';

/**
 * The committed contract (docs/openapi.json, from which common's API types are generated) is the
 * document the running API serves: a DTO changed without `node scripts/openapi.mjs` fails here.
 */
const ROOT = join(__dirname, '..', '..', '..');

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: Array<{
    ruleId: string;
    severity: string;
    message: string;
    location: Array<{ pointer: string }>;
  }>;
}

/** Redocly's recommended rules (redocly.yaml) over the committed document, as `npm run lint:api` runs them. */
async function redoclyReport(): Promise<RedoclyReport> {
  const redocly = join(ROOT, 'node_modules', '.bin', 'redocly');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // Redocly exits 1 when it finds errors; the report on stdout is what the test reads either way.
  const output = await promisify(execFile)(redocly, ['lint', '--format=json'], { cwd: ROOT, env }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return JSON.parse(output.stdout) as RedoclyReport;
}

describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('serves exactly the committed docs/openapi.json', async () => {
    const committed = JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8'));
    const served = (await t.http.get('/api/v1/openapi.json').expect(200)).body;
    expect(served).toEqual(committed);
  });

  it('declares every tag its operations use, so the reference groups each under a description', () => {
    const document = JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8')) as {
      tags: Array<{ name: string }>;
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const declared = new Set(document.tags.map((tag) => tag.name));
    const used = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => operation.tags ?? []),
    );
    expect([...new Set(used)].filter((tag) => !declared.has(tag))).toEqual([]);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const report = await redoclyReport();
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
