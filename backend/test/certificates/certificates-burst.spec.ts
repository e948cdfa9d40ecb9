import { transparencyConfig } from '../../src/config/config';
import { bearer, PASSWORD, TestApp } from '../support/app';
import {
  BUILD_TIMEOUT,
  buildServer,
  startChildApp,
  until,
  type ChildApp,
} from '../support/child-app-fixtures';
import {
  createNoticeType,
  publishNoticeToday,
  setDateSettings,
  type TypeIds,
} from '../support/notice-fixtures';

const NOTICES = 50;
const DOWNLOADS = 100;
/** Downloads that may wait for a drawing in this product: the rest are told to retry at once. */
const WAITING_MAX = 4;
/** Longest wait a visitor may meet on health, search or sign-in while certificates are drawn. */
const RESPONSIVE_MS = 5_000;

interface Probe {
  what: string;
  status: number;
  ms: number;
}

interface Download {
  id: number;
  status: number;
  type: string | null;
  retryAfter: string | null;
  body: Buffer;
}

/**
 * The built server (as `npm start` runs it, a process of its own) under 100 simultaneous anonymous
 * downloads of 50 certificates that nobody has made yet: each download used to hold a pooled connection in
 * a transaction while it waited for a second one, and 50 at once took the whole pool for good.
 */
describe('certificates under a burst of anonymous downloads (real process)', () => {
  let t: TestApp;
  let child: ChildApp;
  let type: TypeIds;
  let reader: string;
  const ids: number[] = [];

  beforeAll(async () => {
    await buildServer();
    // No integrator timer anywhere: every download finds its log entry pending, the worst case.
    t = await TestApp.start({ transparency: transparencyConfig({ TRANSPARENCY_INTERVAL_MS: '0' }) });
    type = await createNoticeType(t);
    const pub = (await t.createPublication({ name: 'Traverse City Record-Eagle' })).id;
    const admin = bearer((await t.admin()).token);
    reader = (await t.createUser({ roles: 'PUBLIC_USER' })).email;
    await setDateSettings(t, false, true);
    for (let i = 0; i < NOTICES; i++)
      ids.push(await publishNoticeToday(t, admin, type, pub, `Burst notice ${i}`));
    child = await startChildApp(t, {
      RUN_JOBS: 'false',
      TRANSPARENCY_INTERVAL_MS: '0',
      CERTIFICATE_WAITING_MAX: String(WAITING_MAX),
    });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await child?.stop('SIGKILL');
    await t?.close();
  });

  async function download(id: number): Promise<Download> {
    const res = await fetch(`${child.url}/api/v1/certificates/${id}.pdf`, {
      signal: AbortSignal.timeout(60_000),
    });
    const body = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type');
    return { id, status: res.status, type, retryAfter: res.headers.get('retry-after'), body };
  }

  /** Health, a search and a sign-in, one after another, until `done`: what a visitor meets meanwhile. */
  async function probeUntil(done: () => boolean): Promise<Probe[]> {
    const probes: Probe[] = [];
    const timed = async (what: string, path: string, init?: RequestInit) => {
      const start = Date.now();
      const res = await fetch(`${child.url}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      probes.push({ what, status: res.status, ms: Date.now() - start });
    };
    const signIn = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: reader, password: PASSWORD }),
    };
    while (!done()) {
      await timed('health', '/api/v1/health');
      await timed('search', '/api/v1/search/search?for=burst');
      await timed('sign-in', '/api/v1/auth/login', signIn);
    }
    return probes;
  }

  it('answers every download with the certificate or a retry, while health, search and sign-in keep answering', async () => {
    let finished = false;
    const downloads = Promise.all(
      Array.from({ length: DOWNLOADS }, (_, i) => download(ids[i % NOTICES])),
    ).finally(() => (finished = true));
    const [answers, probes] = await Promise.all([downloads, probeUntil(() => finished)]);

    const made = answers.filter((a) => a.status === 200);
    const deferred = answers.filter((a) => a.status !== 200);
    expect(made.length).toBeGreaterThan(0);
    for (const a of made) expect(a.type).toBe('application/pdf');
    for (const a of deferred) {
      expect([a.status, a.retryAfter, JSON.parse(a.body.toString('utf8')).message]).toEqual([
        503,
        '5',
        'certificate_pending',
      ]);
    }
    // Two downloads of one notice that both got it got the same file (one drawing, shared).
    for (const a of made) {
      const twin = made.find((b) => b !== a && b.id === a.id);
      if (twin) expect(Buffer.compare(a.body, twin.body)).toBe(0);
    }
    expect(probes.length).toBeGreaterThanOrEqual(3);
    expect(probes.filter((p) => p.status !== 200 || p.ms > RESPONSIVE_MS)).toEqual([]);

    // No connection is left in a transaction, and the pool is whole again: a download made later gets its file.
    const stuck = await t.db.query<unknown[]>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    expect(stuck).toEqual([]);
    const later = await download(deferred[0]?.id ?? ids[0]);
    expect([later.status, later.type]).toEqual([200, 'application/pdf']);
  }, 180_000);
});

describe('certificates made when a date is published', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ runJobs: true });
  });
  afterAll(() => t.close());

  it('are ready before anyone asks: publishing queues a job that makes and keeps the certificate', async () => {
    const type = await createNoticeType(t);
    const pub = (await t.createPublication({ name: 'Alpena News' })).id;
    const admin = bearer((await t.admin()).token);
    await setDateSettings(t, false, true);
    const id = await publishNoticeToday(t, admin, type, pub, 'Notice ready before it is asked for');
    const kept = () =>
      t.db.query<Array<{ sha256: string }>>('SELECT sha256 FROM notice_certificates WHERE root_id = $1', [
        id,
      ]);
    await until(async () => (await kept()).length > 0, 30_000, 'the certificate made by the job');
    const res = await t.http.get(`/api/v1/certificates/${id}.pdf`);
    expect(res.status).toBe(200);
    expect(await kept()).toHaveLength(1);
  }, 60_000);
});
