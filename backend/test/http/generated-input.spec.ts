import fc from 'fast-check';
import { bearer, TestApp } from '../support/app';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/openapi-operations';
import { anonymous, signedIn, type Principal } from './fuzz/principals';
import { requestFor, type GeneratedRequest } from './fuzz/requests';
import { baseSeed, operationSeed, seedRecords, type Seeded } from './fuzz/seed';
import { WireClient, type WireAnswer } from './fuzz/wire-client';

/**
 * Generated bad input over every operation of the OpenAPI document the app serves (docs/architecture.md,
 * "Generated input"): whoever sends it, no answer is a 5xx. FUZZ_SEED=<n>|random, FUZZ_RUNS (200),
 * FUZZ_ONLY="<METHOD> <path substring>" narrow or vary a run; a failure prints what reproduces it.
 */
const SEED = baseSeed();
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ONLY = process.env.FUZZ_ONLY;
/** Every input as every caller (three times the requests) instead of one caller drawn per input. */
const ALL_CALLERS = process.env.FUZZ_ALL_CALLERS === '1';
/** Print each operation's answers by caller and status, to see which inputs get past validation. */
const STATS = process.env.FUZZ_STATS === '1';

/**
 * Who sends an input. On two busy cores the app answers about 200 trivial requests a second, so each
 * input goes to one caller: routes for signed-in users mostly get signed-in callers (validation sits
 * behind the guard), public routes mostly anonymous ones; every caller gets a share of every operation.
 */
const callerFor = (op: Operation) =>
  fc.oneof(
    { weight: op.signedIn ? 1 : 4, arbitrary: fc.constant(0) },
    { weight: 3, arbitrary: fc.constant(1) },
    { weight: 2, arbitrary: fc.constant(2) },
  );

/** The request as a person reads it, long parts cut. */
function describeRequest(input: GeneratedRequest): string {
  const cut = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text);
  const body =
    input.body === undefined ? '(none)' : cut(input.body) + (input.compress ? ' (compressed)' : '');
  return `${input.method} ${cut(input.url)}\nheaders ${JSON.stringify(input.headers)}\nbody ${body}`;
}

class ServerError extends Error {
  constructor(principal: Principal, input: GeneratedRequest, answer: WireAnswer) {
    super(`${answer.status} for ${principal.name}: ${answer.text}\n${describeRequest(input)}`);
  }
}

describe('generated input (property-based, over the OpenAPI document)', () => {
  let t: TestApp;
  let client: WireClient;
  let operations: Operation[];
  let seeded: Seeded;
  let quiet: jest.SpyInstance;

  beforeAll(async () => {
    // TypeORM logs each refused query (a duplicate e-mail, say) with console.log: thousands of lines here.
    quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    t = await TestApp.start();
    client = new WireClient(t.url);
    seeded = await seedRecords(t);
    const doc = await t.http.get('/api/v1/openapi.json');
    operations = operationsOf(doc.body as OpenApiDocument);
  });
  afterAll(async () => {
    quiet.mockRestore();
    client?.close();
    await t?.close();
  });

  it('reads every operation from the served document, path templates included', () => {
    expect(operations.length).toBeGreaterThanOrEqual(85);
    const login = operations.find((op) => op.method === 'POST' && op.path === '/api/v1/auth/login');
    expect(login?.bodySchema?.properties).toHaveProperty('email');
    const fileDelete = operations.find((op) => op.path.endsWith('/{id}/{fileName}'));
    expect(fileDelete?.pathParams).toEqual(['id', 'fileName']);
  });

  it(`answers no generated input with a 5xx, anonymous or signed in (${RUNS} inputs per operation)`, async () => {
    const failures: string[] = [];
    const selected = operations.filter((op) => !ONLY || `${op.method} ${op.path}`.includes(ONLY));
    const started = Date.now();
    const timings: Array<[string, number]> = [];
    for (const op of selected) {
      const opStarted = Date.now();
      // Fresh users per operation, so what one operation did to its users never narrows the next.
      const principals = [
        anonymous,
        await signedIn(t, 'SYSTEM_ADMIN', seeded.publicationId),
        await signedIn(t, 'PUBLICATION_MANAGER', seeded.publicationId),
      ];
      t.resetLimits();
      const perCaller = [0, 0, 0];
      const statuses = new Map<string, number>();
      const seed = operationSeed(SEED, `${op.method} ${op.path}`);
      const details = await fc.check(
        fc.asyncProperty(
          callerFor(op),
          requestFor(op, seeded.examples[`${op.method} ${op.path}`]),
          async (caller, input) => {
            const callers = ALL_CALLERS ? principals : [principals[caller]];
            callers.forEach((p) => (perCaller[principals.indexOf(p)] += 1));
            const answers = await Promise.all(callers.map((p) => client.send(input, p.headers())));
            for (const [i, answer] of answers.entries()) {
              const key = `${callers[i].name[0]}${answer.status}`;
              statuses.set(key, (statuses.get(key) ?? 0) + 1);
              if (answer.status >= 500) throw new ServerError(callers[i], input, answer);
              // A signed-in user may have been signed out, blocked or deleted by an input: make a new one.
              if (answer.status === 401 && callers[i] !== anonymous) {
                const check = await client.send(
                  { method: 'GET', url: '/api/v1/auth/validate_token', headers: {} },
                  callers[i].headers(),
                );
                if (check.status === 401) await callers[i].recover();
              }
            }
          },
        ),
        { seed, numRuns: RUNS, includeErrorInReport: true },
      );
      if (details.failed) {
        const reproduce = `FUZZ_SEED=${SEED} FUZZ_ONLY="${op.method} ${op.path}"`;
        failures.push(
          `${op.method} ${op.path} (reproduce: ${reproduce})\n${fc.defaultReportMessage(details)}`,
        );
      } else {
        // Every input was sent, and each caller had its share.
        expect(perCaller.reduce((a, b) => a + b) / (ALL_CALLERS ? 3 : 1)).toBeGreaterThanOrEqual(RUNS);
        expect(Math.min(...perCaller)).toBeGreaterThan(0);
      }
      timings.push([`${op.method} ${op.path}`, Date.now() - opStarted]);
      if (STATS)
        console.info(
          `${op.method} ${op.path}: ${[...statuses]
            .sort()
            .map((s) => s.join('×'))
            .join(' ')}`,
        );
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const slowest = timings.sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.info(
      `${selected.length} operations × ${RUNS} inputs (${ALL_CALLERS ? 'each as 3 callers' : 'one caller each'}) in ${seconds} s (seed ${SEED}); slowest: ` +
        slowest.map(([name, ms]) => `${name} ${ms} ms`).join(', '),
    );
    if (failures.length > 0)
      throw new Error(
        `base seed ${SEED}, ${failures.length} operation(s) answered 5xx:\n\n${failures.join('\n\n')}`,
      );
  }, 900_000);

  it('is healthy afterwards: health, sign-in and a database read', async () => {
    expect((await t.http.get('/api/v1/health')).status).toBe(200);
    t.resetLimits();
    const { token } = await t.userWithSession({ roles: 'SYSTEM_ADMIN' });
    const users = await t.http.get('/api/v1/admin/users').set(bearer(token));
    expect(users.status).toBe(200);
  });
});
