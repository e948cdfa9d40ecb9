import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { TestApp } from '../support/app';
import { quietLog } from '../support/transparency-fixtures';

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the integration timer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ transparency: { ...quietLog(), intervalMs: 100 } });
  });
  afterAll(() => t.close());

  const checkpoints = async () =>
    (await t.db.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM transparency_checkpoints'))[0].n;

  it('signs a first checkpoint, integrates what is appended within moments, and re-signs at least hourly', async () => {
    await until(async () => (await checkpoints()) === 1);
    const pub = await t.createPublication();
    const [{ id: typeId }] = await t.db.query(
      `INSERT INTO notice_types (name) VALUES ('Timer') RETURNING id`,
    );
    const [{ id }] = await t.db.query(
      `INSERT INTO notices (title, content, status, publication_id, notice_type_id) VALUES ('T', 'x', 'S', $1, $2) RETURNING id`,
      [pub.id, typeId],
    );
    await t.db.query('UPDATE notices SET root_id = id WHERE id = $1', [id]);
    await t.db.query(`INSERT INTO publication_dates (notice_id, date) VALUES ($1, now()::date - 1)`, [id]);
    await t.app.get(SchedulerService).run();
    await until(async () => {
      const [row] = await t.db.query('SELECT leaf_index FROM transparency_entries WHERE notice_id = $1', [
        id,
      ]);
      return row?.leaf_index === '0';
    });
    await until(
      async () => (await t.http.get('/api/v1/transparency/checkpoint')).text.split('\n')[1] === '1',
    );
    const before = await checkpoints();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await checkpoints()).toBe(before); // nothing new, not an hour yet: no new checkpoint
    t.clock.advance(61 * 60 * 1000);
    await until(async () => (await checkpoints()) === before + 1);
  });
});
