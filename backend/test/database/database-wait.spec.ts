import { Logger } from '@nestjs/common';
import { runMigrations } from '../../src/database/migrate';
import { freePort, TestApp } from '../support/app';
import { clusterBase, Cluster } from './replica-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** DATABASE_WAIT_SECONDS: the start waits for a PostgreSQL that does not accept connections yet. */
describe('the start waits for the database', () => {
  let cluster: Cluster;
  let app: TestApp | null = null;
  beforeAll(async () => {
    cluster = await Cluster.create(clusterBase());
  });
  afterAll(async () => {
    await app?.close();
    try {
      cluster.stop('immediate');
    } catch {
      // never started, or stopped already
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts once a PostgreSQL started a few seconds later accepts connections, logging each wait', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const started = Date.now();
    const late = sleep(3_000).then(() => cluster.start());
    app = await TestApp.start({ databaseUrl: cluster.url('postgres'), databaseWaitSeconds: 30 });
    await late;
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    await app.http.get('/api/v1/health').expect(200);
    const waits = warn.mock.calls.map(([message]) => String(message)).filter((m) => /not accepting/.test(m));
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits[0]).toMatch(
      /^PostgreSQL is not accepting connections yet \(.*ECONNREFUSED.*\): try 2 in 0\.5 s/,
    );
    expect(waits[1]).toMatch(/: try 3 in 1\.0 s/);
  }, 90_000);

  it('fails at once without a wait, and after the wait with one', async () => {
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    let started = Date.now();
    await expect(runMigrations(closed)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(1_000);
    started = Date.now();
    await expect(runMigrations(closed, { waitSeconds: 2 })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('does not wait for what waiting cannot mend (a database that does not exist)', async () => {
    const started = Date.now();
    await expect(runMigrations(cluster.url('no_such_database'), { waitSeconds: 30 })).rejects.toMatchObject({
      code: '3D000',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
