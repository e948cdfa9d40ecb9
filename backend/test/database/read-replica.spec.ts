import { rmSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { detroitDay } from '@notices/common';
import { loadConfig } from '../../src/config/config';
import { parseLsn, ReadDatabase, replayTarget } from '../../src/database/read-database';
import { SearchChanges } from '../../src/search/search-changes';
import { bearer, TestApp } from '../support/app';
import { createDraftToday, createNoticeType } from '../support/notice-fixtures';
import { clusterBase, Cluster, queryOnce, within } from './replica-fixtures';
import { seedNotice } from '../support/search-fixtures';

/** DATABASE_READ_MAX_LAG_MS of instance B. */
const MAX_LAG_MS = 2_000;
/** What NOTIFY delivery and a search's round trips may add to it. */
const SLACK_MS = 700;

interface Answer {
  result: number[];
  entities: Record<string, { title: string }>;
  total: number;
}

describe('DATABASE_READ_URL', () => {
  const env = { JWT_SECRET: 'x'.repeat(32) };
  const primary = 'postgres://app@db.internal/notices';

  it('is optional, a PostgreSQL URL, and only beside DATABASE_URL (the embedded cluster has no replica)', () => {
    expect(loadConfig(env)).toMatchObject({ databaseReadUrl: null, readMaxLagMs: 2_000 });
    const both = {
      ...env,
      DATABASE_URL: primary,
      DATABASE_READ_URL: 'postgresql://app@replica.internal/notices',
    };
    expect(loadConfig({ ...both, DATABASE_READ_MAX_LAG_MS: '500' })).toMatchObject({
      databaseReadUrl: 'postgresql://app@replica.internal/notices',
      readMaxLagMs: 500,
    });
    expect(() => loadConfig({ ...env, DATABASE_READ_URL: primary })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...both, DATABASE_READ_URL: 'mysql://replica/notices' })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() => loadConfig({ ...both, DATABASE_READ_MAX_LAG_MS: '-1' })).toThrow(/DATABASE_READ_MAX_LAG_MS/);
  });

  it('compares WAL positions, and proves an insert position just past a page header by the page start', () => {
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
    expect(replayTarget(parseLsn('0/3000028'))).toBe(parseLsn('0/3000000'));
    expect(replayTarget(parseLsn('0/3002018'))).toBe(parseLsn('0/3002000'));
    expect(replayTarget(parseLsn('0/3002060'))).toBe(parseLsn('0/3002060'));
  });
});

/**
 * Instances A and C on the primary, B reading from a streaming replica of it (DATABASE_READ_URL); all
 * three listen for the search changes on the primary.
 */
describe('search on a streaming read replica, across instances', () => {
  let base: string;
  let primary: Cluster;
  let replica: Cluster;
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;
  let publicationId: number;
  let typeId: number;
  let today: string;

  const search = async (t: TestApp, query: string): Promise<Answer> => {
    const res = await t.http.get(`/api/v1/search/search?${query}`);
    expect(res.status).toBe(200);
    return res.body as Answer;
  };
  const publish = (title: string) => seedNotice(a, { title, publicationId, typeId, dates: [today] });
  const onReplica = (sql: string) => queryOnce(replica.url('postgres'), sql);
  const generations = () => [b, c].map((t) => t.app.get(SearchChanges).generation);
  /** B and C were notified of the change, B with the primary's WAL position after it. */
  const notified = (before: number[]) =>
    within(2_000, async () => {
      const [onB, onC] = [b, c].map((t) => t.app.get(SearchChanges));
      return onB.generation > before[0] && onB.lsn !== null && onC.generation > before[1];
    });
  const replayedByB = () => within(5_000, async () => b.app.get(ReadDatabase).lagMs() === 0);

  beforeAll(async () => {
    base = clusterBase();
    primary = await Cluster.create(base);
    primary.start();
    await queryOnce(primary.url('postgres'), 'CREATE DATABASE notices');
    const databaseUrl = primary.url('notices');
    a = await TestApp.start({ databaseUrl });
    replica = await Cluster.replicaOf(primary, base);
    replica.start();
    b = await TestApp.start({
      databaseUrl,
      databaseReadUrl: replica.url('notices'),
      readMaxLagMs: MAX_LAG_MS,
    });
    c = await TestApp.start({ databaseUrl });
    publicationId = (await a.createPublication()).id;
    [{ id: typeId }] = await a.db.query(`INSERT INTO notice_types (name) VALUES ('Hearing') RETURNING id`);
    today = detroitDay(a.clock.now());
  }, 60_000);

  afterAll(async () => {
    for (const app of [a, b, c]) await app?.close();
    for (const cluster of [replica, primary]) {
      try {
        cluster?.stop('immediate');
      } catch {
        // already stopped
      }
    }
    rmSync(base, { recursive: true, force: true });
  });

  it('B reads from the standby, A and C from the primary', async () => {
    const standby = (t: TestApp) =>
      t.app
        .get(ReadDatabase)
        .read((m) => m.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby'));
    expect(await standby(b)).toEqual([{ standby: true }]);
    expect(await standby(a)).toEqual([{ standby: false }]);
    expect(b.app.get(ReadDatabase).isSeparate).toBe(true);
    expect(c.app.get(ReadDatabase).isSeparate).toBe(false);
    expect((await b.app.get(ReadDatabase).check()).status).toBe('up');
    expect((await c.app.get(ReadDatabase).check()).status).toBe('not_configured');
    const health = (await b.http.get('/api/v1/health').expect(200)).body;
    expect(health.status).toBe('ok');
    expect(health.checks.replica).toEqual({
      status: 'ok',
      lagMs: expect.any(Number),
      latencyMs: expect.any(Number),
    });
  });

  it('a client mistake found while reading from the replica is a 400, and the replica stays in use', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const res = await b.http.get('/api/v1/search/search?f=2000000000&v=x');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { f: 'unknown_field' } });
      expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/Read replica down/));
    } finally {
      warn.mockRestore();
    }
  });

  it('a notice published through A is found through B (replica) and C (primary) within the bound', async () => {
    const times: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const word = `dredging${i}x`;
      const id = await publish(`Harbor ${word} hearing`);
      const found = (t: TestApp) => async () => (await search(t, `for=${word}`)).result.includes(id);
      times.push(
        await Promise.all([within(MAX_LAG_MS + SLACK_MS, found(b), 5), within(SLACK_MS, found(c), 5)]),
      );
    }
    const worst = (k: 0 | 1) => Math.max(...times.map((pair) => pair[k]));
    process.stdout.write(
      `10 notices committed through A: found through B (replica) within ${worst(0)} ms, through C within ${worst(1)} ms (worst of 10, polling every 5 ms)\n`,
    );
  });

  it('a notice published through the API of A is found through B and C within the bound', async () => {
    const admin = bearer((await a.admin()).token);
    const type = await createNoticeType(a);
    const draft = await createDraftToday(a, admin, type, publicationId);
    await a.http.put(`/api/v1/admin/notices/${draft.id}/publish`).set(admin).expect(200);
    const found = (t: TestApp) => async () => (await search(t, 'for=foreclosure')).result.includes(draft.id);
    await Promise.all([within(MAX_LAG_MS + SLACK_MS, found(b), 5), within(SLACK_MS, found(c), 5)]);
  });

  it('totals and cards on B and C are never stale past a change, even when B read it from the replica before it replayed', async () => {
    const first = await publish('Marina lease notice');
    await publish('Marina fuel dock notice');
    await replayedByB();
    // Remembered on both instances: a full page of one asks for the total; the cards of the page.
    for (const t of [b, c]) {
      expect((await search(t, 'for=marina&per=1')).total).toBe(2);
      expect((await search(t, 'for=marina')).entities[first].title).toBe('Marina lease notice');
    }

    await onReplica('SELECT pg_wal_replay_pause()');
    const before = generations();
    await publish('Marina dredging notice');
    await a.db.query(`UPDATE notices SET title = 'Marina lease renewed' WHERE id = $1`, [first]);
    await notified(before);
    // The replica has not replayed the change: B, within its lag bound, answers what the replica has.
    // That proves the replica answers B's searches; the answer must not be remembered past the change.
    expect((await search(b, 'for=marina&per=1')).total).toBe(2);
    expect((await search(b, 'for=marina')).entities[first].title).toBe('Marina lease notice');
    expect((await search(c, 'for=marina&per=1')).total).toBe(3);
    expect((await search(c, 'for=marina')).entities[first].title).toBe('Marina lease renewed');

    await onReplica('SELECT pg_wal_replay_resume()');
    await replayedByB();
    const after = await search(b, 'for=marina');
    expect(after.total).toBe(3);
    expect(after.entities[first].title).toBe('Marina lease renewed');
    expect((await search(b, 'for=marina&per=1')).total).toBe(3);
  });

  it('a replica that falls behind longer than DATABASE_READ_MAX_LAG_MS: B reads from the primary', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      const before = generations();
      const id = await publish('Lighthouse restoration bid');
      await notified(before);
      const found = async () => (await search(b, 'for=lighthouse')).result.includes(id);
      expect(await found()).toBe(false);
      const waited = await within(MAX_LAG_MS + SLACK_MS, found);
      expect(b.app.get(ReadDatabase).lagMs()).toBeGreaterThanOrEqual(MAX_LAG_MS);
      process.stdout.write(`replay paused: found through B (primary) after ${waited} ms more\n`);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    await replayedByB();
  });

  it('the replica down: B searches on the primary and its check says down; back on the replica once it returns', async () => {
    // A read under way on the replica when it stops is run again on the primary.
    const inFlight = b.app
      .get(ReadDatabase)
      .read((m) => m.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby FROM pg_sleep(0.5)'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    replica.stop('immediate');
    expect(await inFlight).toEqual([{ standby: false }]);
    const id = await publish('Orchard zoning hearing');
    expect((await search(b, 'for=orchard')).result).toContain(id);
    expect((await b.app.get(ReadDatabase).check()).status).toBe('down');
    const health = (await b.http.get('/api/v1/health').expect(200)).body;
    expect(health).toMatchObject({
      status: 'degraded',
      checks: { replica: { status: 'down', lagMs: null } },
    });

    replica.start();
    await within(10_000, async () => (await b.app.get(ReadDatabase).check()).status === 'up', 100);
    await replayedByB();
    const [{ standby }] = await b.app
      .get(ReadDatabase)
      .read((m) => m.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby'));
    expect(standby).toBe(true);
    expect((await search(b, 'for=orchard')).result).toContain(id);
  });
});
