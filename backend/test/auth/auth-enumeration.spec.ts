import type { Response } from 'supertest';
import { TestApp } from '../support/app';

/**
 * Account enumeration by timing (ADR 020): the statuses still differ where the spec wants its messages,
 * but an unknown e-mail must not answer faster than a known one.
 */
describe('auth: unknown and known e-mails answer in the same time', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's floor for the mail-sending routes (MAIL_ANSWER_FLOOR_MS default); clients at many addresses.
    t = await TestApp.start({ trustProxy: ['loopback'], mailAnswerFloorMs: 250 });
  });
  afterAll(() => t.close());
  beforeEach(() => t.resetLimits());

  const ROUNDS = 7;
  let address = 0;
  /** A new client address per request, so no rate limit takes part in what is timed. */
  const from = () => `10.40.${++address >> 8}.${address & 255}`;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

  /** Median answer times of two kinds of request, interleaved so load on the machine hits both alike. */
  async function timings(
    unknown: (i: number) => Promise<Response>,
    known: (i: number) => Promise<Response>,
    statuses: [number, number],
  ): Promise<number> {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < ROUNDS; i++) {
      for (const [which, send] of [unknown, known].entries()) {
        const started = performance.now();
        const res = await send(i);
        times[which].push(performance.now() - started);
        expect(res.status).toBe(statuses[which]);
      }
    }
    return median(times[0]) / median(times[1]);
  }

  it('login: an unknown e-mail (404) takes as long as a wrong password (401)', async () => {
    const user = await t.createUser();
    const login = (email: string) =>
      t.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', from())
        .send({ email, password: 'Wrong-pass-1' });
    const ratio = await timings(
      (i) => login(`nobody-${i}@test.local`),
      () => login(user.email),
      [404, 401],
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('forgot password: an unknown e-mail (404) takes as long as one that is mailed (200)', async () => {
    const user = await t.createUser();
    const ask = (email: string) =>
      t.http.post('/api/v1/auth/forget_password').set('X-Forwarded-For', from()).send({ email });
    const ratio = await timings(
      (i) => ask(`nobody-${i}@test.local`),
      () => ask(user.email),
      [404, 200],
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('resend verification: an unknown e-mail (404) takes as long as one that is mailed (200)', async () => {
    const user = await t.createUser({ status: 'not_verified' });
    const resend = (email: string) =>
      t.http.post('/api/v1/auth/resend_verification_email').set('X-Forwarded-For', from()).send({ email });
    const ratio = await timings(
      (i) => resend(`nobody-${i}@test.local`),
      () => resend(user.email),
      [404, 200],
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('register: a taken e-mail (400) takes as long as a new one, which is mailed (201)', async () => {
    const user = await t.createUser();
    const register = (email: string) =>
      t.http
        .post('/api/v1/auth/register')
        .set('X-Forwarded-For', from())
        .send({ email, givenName: 'Ann', familyName: 'Lee' });
    const ratio = await timings(
      () => register(user.email),
      (i) => register(`new-${i}@test.local`),
      [400, 201],
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
