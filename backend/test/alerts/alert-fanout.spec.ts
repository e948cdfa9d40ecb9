import type { EntityManager } from 'typeorm';
import { AlertFanout } from '../../src/alerts/alert-fanout.service';
import { AlertDelivery } from '../../src/alerts/alert-delivery.service';
import { AlertMatcher } from '../../src/alerts/alert-matcher';
import { AlertsService, DELIVER_ALERTS_JOB } from '../../src/alerts/alerts.service';
import { JobsService } from '../../src/jobs/jobs.service';
import { bearer, cloneDatabase, TestApp } from '../support/app';
import {
  createNoticeType,
  day,
  publishNoticeToday,
  setDateSettings,
  type TypeIds,
} from '../support/notice-fixtures';
import { seedNotice } from '../support/search-fixtures';

interface World {
  t: TestApp;
  admin: Record<string, string>;
  type: TypeIds;
  pub: number;
  email: string;
  userAuth: Record<string, string>;
}

async function world(t: TestApp): Promise<World> {
  const type = await createNoticeType(t);
  const pub = (await t.createPublication({ countyIds: [33] })).id;
  const admin = bearer((await t.admin()).token);
  const { user, token } = await t.userWithSession();
  await setDateSettings(t, false, true);
  return { t, admin, type, pub, email: user.email, userAuth: bearer(token) };
}

async function save(w: World, name: string, text: string): Promise<number> {
  const res = await w.t.http.post('/api/v1/savedsearches').set(w.userAuth).send({ name, for: text });
  return res.body.id as number;
}

/** Published through the API, due today: the publishing transaction runs NoticePublisher.publishDue. */
const publishToday = (w: World, title: string) => publishNoticeToday(w.t, w.admin, w.type, w.pub, title);

const alertsOf = (t: TestApp, noticeIds: number[]) =>
  t.db.query(
    `SELECT saved_search_id AS search, notice_id AS notice, channel FROM alert_outbox
     WHERE notice_id = ANY($1) ORDER BY 1, 2, 3`,
    [noticeIds],
  );

const batchesOf = (t: TestApp, noticeId: number) =>
  t.db.query(
    `SELECT notice_ids AS "noticeIds", done_at IS NOT NULL AS done FROM alert_fanout
     WHERE $1 = ANY(notice_ids) ORDER BY id`,
    [noticeId],
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('alert fan-out after the publishing transaction (two instances, jobs off)', () => {
  let a: World;
  let b: TestApp;
  let walrus: number;
  beforeAll(async () => {
    const databaseUrl = await cloneDatabase();
    a = await world(await TestApp.start({ databaseUrl }));
    b = await TestApp.start({ databaseUrl });
    walrus = await save(a, 'Walrus', 'walrus');
  });
  afterAll(async () => {
    await a.t.close();
    await b.close();
  });

  it('publishing commits the batch and no alert; the fan-out writes the alerts once however often it runs', async () => {
    const id = await publishToday(a, 'Walrus sale');
    expect(await batchesOf(a.t, id)).toEqual([{ noticeIds: [id], done: false }]);
    expect(await alertsOf(a.t, [id])).toEqual([]);

    expect(await a.t.app.get(AlertFanout).run()).toBe(1);
    const once = [{ search: walrus, notice: id, channel: 'email' }];
    expect(await alertsOf(a.t, [id])).toEqual(once);
    expect(await batchesOf(a.t, id)).toEqual([{ noticeIds: [id], done: true }]);
    expect(await a.t.app.get(AlertFanout).run()).toBe(0);

    // Even a batch fanned out twice (its done mark lost) writes nothing twice.
    await a.t.db.query('UPDATE alert_fanout SET done_at = NULL WHERE $1 = ANY(notice_ids)', [id]);
    expect(await b.app.get(AlertFanout).run()).toBe(1);
    expect(await alertsOf(a.t, [id])).toEqual(once);
  });

  it('a fan-out cut off before its commit (its connection killed) leaves the batch pending; the next run completes it once', async () => {
    const id = await publishToday(a, 'Walrus hearing');
    const matcher = a.t.app.get(AlertMatcher);
    const real = matcher.queue.bind(matcher);
    const spy = jest.spyOn(matcher, 'queue').mockImplementation(async (m: EntityManager, ids: number[]) => {
      await real(m, ids);
      // The alerts are written, the batch not yet marked: the server ends the session, as a kill -9 would.
      await m.query('SELECT pg_terminate_backend(pg_backend_pid())');
    });
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined); // TypeORM's failed-query log
    await expect(a.t.app.get(AlertFanout).run()).rejects.toThrow();
    spy.mockRestore();
    quiet.mockRestore();
    expect(await batchesOf(a.t, id)).toEqual([{ noticeIds: [id], done: false }]);
    expect(await alertsOf(a.t, [id])).toEqual([]);

    expect(await b.app.get(AlertFanout).run()).toBe(1);
    expect(await alertsOf(a.t, [id])).toEqual([{ search: walrus, notice: id, channel: 'email' }]);
    expect(await batchesOf(a.t, id)).toEqual([{ noticeIds: [id], done: true }]);
  });

  it('two instances share the pending batches: each batch done once, each alert written once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(
        await seedNotice(a.t, {
          title: `Walrus notice ${i}`,
          publicationId: a.pub,
          typeId: a.type.id,
          dates: [day(a.t, 0)],
        }),
      );
    // Batches of one to three notices, some notices in two batches (published again on another day).
    await a.t.db.query(
      `INSERT INTO alert_fanout (notice_ids)
       SELECT ARRAY(SELECT unnest($1::int[]) OFFSET i LIMIT 1 + i % 3) FROM generate_series(0, 29) i`,
      [ids],
    );
    const [x, y] = await Promise.all([a.t.app.get(AlertFanout).run(), b.app.get(AlertFanout).run()]);
    expect(x + y).toBe(30);
    expect(await a.t.db.query('SELECT count(*)::int AS n FROM alert_fanout WHERE done_at IS NULL')).toEqual([
      { n: 0 },
    ]);
    expect(await alertsOf(a.t, ids)).toEqual(
      [...ids].sort((p, q) => p - q).map((notice) => ({ search: walrus, notice, channel: 'email' })),
    );
  });
});

describe('alert fan-out with jobs on', () => {
  let w: World;
  beforeAll(async () => {
    w = await world(await TestApp.start({ runJobs: true }));
  });
  afterAll(() => w.t.close());

  it('fans out right after the commit and delivers, with nothing but publishing', async () => {
    const search = await save(w, 'Narwhal', 'narwhal');
    const id = await publishToday(w, 'Narwhal census');
    expect(
      await until(
        () => alertsOf(w.t, [id]),
        (rows) => rows.length > 0,
        'the alert',
      ),
    ).toEqual([{ search, notice: id, channel: 'email' }]);
    const mail = await until(
      async () => w.t.mail.mails.find((m) => m.to.includes(w.email.toLowerCase())),
      Boolean,
      'the alert e-mail',
    );
    expect(mail?.subject).toBe('1 new notice matches your saved search "Narwhal"');
  });

  it('keeps one delivery job waiting and one active, and the waiting one delivers a fan-out that ended during the active one', async () => {
    const delivery = w.t.app.get(AlertDelivery);
    const jobs = w.t.app.get(JobsService);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const active = new Promise<void>((resolve) => (started = resolve));
    // The first delivery job to run stops before reading anything, until released: a run that misses the rows.
    const run = jest.spyOn(delivery, 'run').mockImplementationOnce(async () => {
      started();
      await gate;
      return 0;
    });
    try {
      await jobs.send(DELIVER_ALERTS_JOB, { reason: 'test' });
      await active;
      const search = await save(w, 'Beluga', 'beluga');
      const id = await publishToday(w, 'Beluga count');
      await until(
        () => alertsOf(w.t, [id]),
        (rows) => rows.length > 0,
        'the alert',
      );
      for (let i = 0; i < 30; i++) await jobs.send(DELIVER_ALERTS_JOB, { reason: 'test' });
      const states = await w.t.db.query(
        `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'
         GROUP BY state ORDER BY state`,
        [DELIVER_ALERTS_JOB],
      );
      expect(states).toEqual([
        { state: 'created', n: 1 },
        { state: 'active', n: 1 },
      ]);
      release();
      const mail = await until(
        async () => w.t.mail.mails.find((m) => m.subject.includes('"Beluga"')),
        Boolean,
        'the alert e-mail',
      );
      expect(mail?.to).toContain(w.email.toLowerCase());
      const [{ delivered }] = await w.t.db.query(
        'SELECT bool_and(delivered_at IS NOT NULL) AS delivered FROM alert_outbox WHERE saved_search_id = $1',
        [search],
      );
      expect(delivered).toBe(true);
    } finally {
      release();
      run.mockRestore();
    }
  });

  it('a delivery job cut short by its time slice leaves the rest to a next job', async () => {
    const delivery = w.t.app.get(AlertDelivery);
    const run = jest.spyOn(delivery, 'run').mockResolvedValueOnce(0);
    const before = new Date();
    let stopAt = Infinity;
    try {
      await w.t.app.get(AlertsService).deliverSlice(0);
      [[stopAt]] = run.mock.calls as Array<[number]>;
    } finally {
      run.mockRestore();
    }
    expect(stopAt).toBeLessThanOrEqual(Date.now());
    const next = await w.t.db.query(`SELECT data FROM pgboss.job WHERE name = $1 AND created_on >= $2`, [
      DELIVER_ALERTS_JOB,
      before,
    ]);
    expect(next).toContainEqual({ data: { reason: 'more' } });
    // A slice with time enough delivers everything pending.
    await save(w, 'Orca', 'orca');
    const id = await publishToday(w, 'Orca pod');
    await until(
      () => alertsOf(w.t, [id]),
      (rows) => rows.length > 0,
      'the alert',
    );
    await w.t.app.get(AlertsService).deliverSlice(60_000);
    // The fan-out's own delivery job may hold a row at that moment (rows are taken FOR UPDATE SKIP
    // LOCKED, so the slice passes over it): one or the other delivers it, within moments.
    await until(
      async () => {
        const [{ undelivered }] = await w.t.db.query<Array<{ undelivered: number }>>(
          'SELECT count(*)::int AS undelivered FROM alert_outbox WHERE notice_id = $1 AND delivered_at IS NULL',
          [id],
        );
        return undelivered;
      },
      (undelivered) => undelivered === 0,
      'every alert delivered',
    );
  });
});
