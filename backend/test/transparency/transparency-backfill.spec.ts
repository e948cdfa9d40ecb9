import { TransparencyService } from '../../src/transparency';
import { backfillLog } from '../../src/transparency/log-entry';
import { TestApp } from '../support/app';
import { attach, proofFixtures, publishNotice, type ProofFixtures } from './transparency-proof-fixtures';
import { entriesOf, quietLog } from '../support/transparency-fixtures';

describe('the transparency log: files changed after publishing, and publications made before the log', () => {
  let t: TestApp;
  let f: ProofFixtures;
  beforeAll(async () => {
    t = await TestApp.start({ transparency: quietLog() });
    f = await proofFixtures(t);
  });
  afterAll(() => t.close());

  const attachments = (body: string) =>
    (JSON.parse(body) as { attachments: Array<{ name: string; sha256: string }> }).attachments;

  it('a file added to or removed from a published version appends `files_changed` with the files the public sees', async () => {
    // The editor publishes first and uploads the files after: the log must still show them.
    const { id } = await publishNotice(t, f);
    await attach(t, f, id, 'site-plan.png');
    let entries = await entriesOf(t, id);
    expect(entries.map((e) => e.event)).toEqual(['published', 'files_changed']);
    expect(attachments(entries[0].body)).toEqual([]);
    const [file] = attachments(entries[1].body);
    expect(file).toMatchObject({ name: 'site-plan.png', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const [row] = await t.db.query('SELECT id FROM notice_attachments WHERE notice_id = $1', [id]);
    await t.http
      .post(`/api/v1/admin/notices/${id}/site-plan.png`)
      .set(f.admin)
      .send({ attachmentType: 'public', attachmentId: row.id })
      .expect(200);
    entries = await entriesOf(t, id);
    expect(entries.map((e) => e.event)).toEqual(['published', 'files_changed', 'files_changed']);
    expect(attachments(entries[2].body)).toEqual([]);
  });

  it("a draft's files append nothing: its first entry carries them", async () => {
    const created = await publishNotice(t, f, {}, ['before.png']);
    const entries = await entriesOf(t, created.id);
    expect(entries.map((e) => e.event)).toEqual(['published']);
    expect(attachments(entries[0].body).map((a) => a.name)).toEqual(['before.png']);
  });

  it('publications made before the log began are logged once, oldest first, by the backfill', async () => {
    const { id, dates } = await publishNotice(t, f);
    // As on a database from before the log: the date is published, no entry says so.
    await t.db.query('DELETE FROM transparency_entries WHERE root_id = $1', [id]);
    expect(await t.db.transaction((m) => backfillLog(m))).toBeGreaterThanOrEqual(1);
    expect(await t.db.transaction((m) => backfillLog(m))).toBe(0);
    const [entry, ...more] = await entriesOf(t, id);
    expect(more).toEqual([]);
    expect([entry.event, entry.publication_date_id]).toEqual(['published', dates[0].id]);
  });
});

describe('the demo data of a fresh start is in the log', () => {
  it('every published demo date has its entry, integrated into a signed checkpoint', async () => {
    const t = await TestApp.start({ demoData: true, transparency: quietLog() });
    try {
      const [{ published, logged }] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM publication_dates WHERE published) AS published,
                (SELECT count(DISTINCT publication_date_id)::int FROM transparency_entries) AS logged`,
      );
      expect(published).toBeGreaterThan(100);
      expect(logged).toBe(published);
      await t.app.get(TransparencyService).integrate();
      expect((await t.app.get(TransparencyService).latestCheckpoint()).treeSize).toBe(logged);
      const [demo] = await t.db.query(`SELECT id FROM notices WHERE status = 'P' ORDER BY id LIMIT 1`);
      const proof = await t.http.get(`/api/v1/transparency/notices/${demo.id}`).expect(200);
      expect(proof.body.entries[0].index).not.toBeNull();
    } finally {
      await t.close();
    }
  });
});
