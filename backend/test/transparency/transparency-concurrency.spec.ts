import { detroitDay } from '@notices/common';
import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { TransparencyService } from '../../src/transparency';
import { cloneDatabase, TestApp } from '../support/app';
import { seedDueDates } from '../support/scheduler-seed';
import { quietLog, sha256 } from '../support/transparency-fixtures';

const node = (l: Buffer, r: Buffer) => sha256(Buffer.from([1]), l, r);
function mth(leaves: Buffer[]): Buffer {
  if (leaves.length === 1) return leaves[0];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return node(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

describe('two app instances on one database', () => {
  let apps: TestApp[];
  beforeAll(async () => {
    const databaseUrl = await cloneDatabase();
    const transparency = quietLog({ TRANSPARENCY_ORIGIN: 'shared.test/transparency' });
    // Started one after the other: each records the same key at start.
    apps = [];
    for (let i = 0; i < 2; i++)
      apps.push(await TestApp.start({ databaseUrl, transparency, schedulerBatchSize: 25 }));
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('append and integrate at once: each date logged exactly once, one contiguous order, one consistent tree', async () => {
    const [a] = apps;
    const pub = await a.createPublication();
    const [{ id: typeId }] = await a.db.query(
      `INSERT INTO notice_types (name) VALUES ('Seeded type') RETURNING id`,
    );
    // 300 notices, each due on two consecutive days among the last 21: a version's two dates sit in
    // neighbouring batches, which the two instances publish at once.
    const today = detroitDay(a.clock.now());
    await seedDueDates(a.db, pub.id, typeId, 600, today);
    await a.db.query(
      `UPDATE publication_dates d SET date = $1::date - 1 - (d.notice_id % 20) + k.k
       FROM (SELECT id, (row_number() OVER (PARTITION BY notice_id ORDER BY id) - 1)::int AS k FROM publication_dates) k
       WHERE k.id = d.id`,
      [today],
    );
    // Half were public before the log existed (no row lock on their status serialises the two runs).
    await a.db.query(`UPDATE notices SET status = 'P' WHERE id % 2 = 0`);
    const dateIds = (await a.db.query<Array<{ id: number }>>('SELECT id FROM publication_dates')).map(
      (r) => r.id,
    );
    let publishing = true;
    const integrating = apps.map(async (app) => {
      const log = app.app.get(TransparencyService);
      while (publishing) await log.integrate();
    });
    await Promise.all(apps.map((app) => app.app.get(SchedulerService).run()));
    publishing = false;
    await Promise.all(integrating);
    await apps[1].app.get(TransparencyService).integrate();

    const rows = await a.db.query<
      Array<{ publication_date_id: number; event: string; leaf_index: string; leaf_hash: Buffer }>
    >(
      'SELECT publication_date_id, event, leaf_index, leaf_hash FROM transparency_entries ORDER BY leaf_index',
    );
    expect(rows.map((r) => r.publication_date_id).sort((x, y) => x - y)).toEqual(
      [...dateIds].sort((x, y) => x - y),
    );
    expect(rows.map((r) => Number(r.leaf_index))).toEqual(rows.map((_, i) => i));
    const [{ firsts }] = await a.db.query(
      `SELECT count(*)::int AS firsts FROM transparency_entries WHERE event = 'published'`,
    );
    expect(firsts).toBe(300);
    const checkpoint = await apps[0].app.get(TransparencyService).latestCheckpoint();
    expect(checkpoint.treeSize).toBe(600);
    expect(checkpoint.rootHash).toBe(mth(rows.map((r) => r.leaf_hash)).toString('base64'));
    const [{ nodes }] = await a.db.query('SELECT count(*)::int AS nodes FROM transparency_nodes');
    expect(nodes).toBe(600 * 2 - 4); // 600 = 512 + 64 + 16 + 8: 2n − (its number of one bits)
  });
});
