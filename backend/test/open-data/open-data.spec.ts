import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { OpenDataExporter } from '../../src/open-data/open-data-export.service';
import { FileStorage } from '../../src/storage/file-storage';
import { LocalDiskStorage } from '../../src/storage/local-storage';
import { TransparencyService } from '../../src/transparency';
import { bearer, TestApp } from '../support/app';
import { createDraftToday, createNoticeType, type TypeIds } from '../support/notice-fixtures';
import { addAttachment, csvRecords, download, recordEnds, TRICKY_TITLE } from './open-data-fixtures';
import { seedNotice, setNow } from '../support/search-fixtures';
import { quietLog } from '../support/transparency-fixtures';

const TRICKY_CONTENT = 'Line one, with "quotes"\nLine two\r\nÜmlaut, émoji 🏠, עברית, 中文\ttab ,,,';

describe('open data: the daily export', () => {
  let t: TestApp;
  let type: TypeIds;
  let exporter: OpenDataExporter;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await TestApp.start({ openDataRetentionDays: 2, transparency: quietLog() });
    exporter = t.app.get(OpenDataExporter);
    type = await createNoticeType(t);
    const pub = (await t.createPublication({ name: 'Wayne, "Legal" News', countyIds: [82, 33] })).id;
    const base = { publicationId: pub, typeId: type.id };
    ids.withFiles = await seedNotice(t, {
      ...base,
      title: 'Mortgage sale',
      dates: ['2026-11-20', '2026-11-27', { date: '2026-12-04', published: false }],
      fields: [
        { fieldId: type.text, text: 'John Doe' },
        { fieldId: type.date, date: '2026-12-15' },
        { fieldId: type.dateTime, dateTime: '2026-12-15T15:00:00.000Z' },
        {
          fieldId: type.address,
          address: {
            street: '1 Main St',
            optionalStreet: '',
            locality: 'Detroit',
            region: 'MI',
            postalCode: '48226',
            country: 'US',
          },
        },
      ],
    });
    ids.publicFile = await addAttachment(t, ids.withFiles, { kind: 'public', name: 'map, "north".pdf' });
    await addAttachment(t, ids.withFiles, { kind: 'content', name: 'content.pdf' });
    await addAttachment(t, ids.withFiles, { kind: 'public', name: 'pending.pdf', status: 'pending' });
    ids.oldVersion = await seedNotice(t, { ...base, title: 'Old words', dates: ['2026-11-01'] });
    ids.newVersion = await seedNotice(t, {
      ...base,
      title: 'New words',
      dates: ['2026-11-10'],
      previousVersionId: ids.oldVersion,
    });
    ids.publishedV1 = await seedNotice(t, { ...base, title: 'Still v1', dates: ['2026-11-02'] });
    ids.unpublishedV2 = await seedNotice(t, {
      ...base,
      title: 'Draft v2',
      dates: [{ date: '2026-12-20', published: false }],
      previousVersionId: ids.publishedV1,
    });
    ids.draft = await seedNotice(t, {
      ...base,
      title: 'Never ran',
      dates: [{ date: '2026-12-01', published: false }],
    });
    ids.tricky = await seedNotice(t, {
      ...base,
      title: TRICKY_TITLE,
      content: TRICKY_CONTENT,
      dates: ['2026-11-23'],
    });
    setNow(t, '2026-11-24T12:00:00Z');
  });
  afterAll(() => t.close());

  const listing = async () => (await t.http.get('/api/v1/open-data').expect(200)).body;
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('writes every public notice once, as JSON Lines and as CSV, with a manifest that matches the files', async () => {
    await exporter.exportToday();
    const body = await listing();
    expect(body.licence).toMatch(/PDDL/);
    expect(body.schemaUrl).toBe('/api/v1/open-data/schema');
    expect(body.dumps).toHaveLength(1);
    const [dump] = body.dumps;
    expect(dump).toMatchObject({ date: '2026-11-24', notices: 4 });
    expect(dump.files.map((f: { name: string }) => f.name)).toEqual([
      'notices.jsonl.gz',
      'notices.csv.gz',
      'manifest.json',
    ]);

    const files = new Map<string, Awaited<ReturnType<typeof download>>>();
    for (const file of dump.files) {
      const got = await download(t, file.url);
      expect(got.res.status).toBe(200);
      expect(got.res.headers['cache-control']).toBe('public, max-age=86400, immutable');
      expect(got.res.headers['content-disposition']).toMatch(/^attachment; filename="2026-11-24-/);
      expect(got.res.headers['content-type']).toMatch(
        file.name.endsWith('.gz') ? /application\/gzip/ : /application\/json/,
      );
      expect(Number(got.res.headers['content-length'])).toBe(got.bytes.length);
      expect({ size: got.bytes.length, sha256: sha256(got.bytes) }).toEqual({
        size: file.size,
        sha256: file.sha256,
      });
      files.set(file.name, got);
    }
    const manifest = JSON.parse(files.get('manifest.json')!.text);
    expect(manifest).toMatchObject({ date: '2026-11-24', notices: 4, checkpoint: dump.checkpoint });
    expect(manifest.checkpoint).toBe((await t.app.get(TransparencyService).latestCheckpoint()).note);
    expect(manifest.files).toEqual(dump.files.slice(0, 2).map(({ url: _url, ...f }: { url: string }) => f));

    const notices = files
      .get('notices.jsonl.gz')!
      .text.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    // Drafts, never-published versions and versions replaced by a published one are left out.
    const expected = [ids.withFiles, ids.newVersion, ids.publishedV1, ids.tricky];
    expect(notices.map((n) => n.id)).toEqual(expected);
    const rows = csvRecords(files.get('notices.csv.gz')!.text);
    expect(rows.map((r) => Number(r.id))).toEqual(expected);

    const url = t.config.publicUrl;
    expect(notices[0]).toEqual({
      id: ids.withFiles,
      rootId: ids.withFiles,
      version: 1,
      url: `${url}/notices/${ids.withFiles}`,
      title: 'Mortgage sale',
      content: 'The township board will meet.',
      publication: { id: expect.any(Number), name: 'Wayne, "Legal" News' },
      noticeType: { id: type.id, name: expect.stringMatching(/^Foreclosure/) },
      counties: [
        { id: 33, name: 'Ingham' },
        { id: 82, name: 'Wayne' },
      ],
      fields: [
        { id: type.text, name: 'Debtor', type: 'text', value: 'John Doe' },
        { id: type.date, name: 'Sale day', type: 'date', value: '2026-12-15' },
        { id: type.dateTime, name: 'Sale time', type: 'dateTime', value: '2026-12-15T15:00:00.000Z' },
        {
          id: type.address,
          name: 'Property',
          type: 'address',
          value: {
            street: '1 Main St',
            optionalStreet: '',
            locality: 'Detroit',
            region: 'MI',
            postalCode: '48226',
            country: 'US',
          },
        },
      ],
      publishedDates: [
        { date: '2026-11-20', publishedAt: null },
        { date: '2026-11-27', publishedAt: null },
      ],
      firstPublished: '2026-11-20',
      lastPublished: '2026-11-27',
      attachments: [
        {
          name: 'map, "north".pdf',
          mediaType: 'application/pdf',
          size: 1234,
          sha256: 'ab'.repeat(32),
          url: `${url}/attachments/${ids.withFiles}/${ids.publicFile}`,
        },
      ],
    });
    expect(notices[1]).toMatchObject({
      id: ids.newVersion,
      rootId: ids.oldVersion,
      version: 2,
      title: 'New words',
    });
    expect(notices[2]).toMatchObject({ id: ids.publishedV1, version: 1, title: 'Still v1' });

    expect(rows[0]).toEqual({
      id: String(ids.withFiles),
      root_id: String(ids.withFiles),
      version: '1',
      url: `${url}/notices/${ids.withFiles}`,
      title: 'Mortgage sale',
      content: 'The township board will meet.',
      publication_id: String(notices[0].publication.id),
      publication_name: 'Wayne, "Legal" News',
      notice_type_id: String(type.id),
      notice_type_name: notices[0].noticeType.name,
      county_ids: '33; 82',
      counties: 'Ingham; Wayne',
      fields: JSON.stringify(notices[0].fields),
      published_dates: '2026-11-20; 2026-11-27',
      first_published: '2026-11-20',
      last_published: '2026-11-27',
      attachments: JSON.stringify(notices[0].attachments),
    });
  });

  it('keeps commas, quotes, line breaks and any Unicode exactly, in both files', async () => {
    const [dump] = (await listing()).dumps;
    const lines = (await download(t, dump.files[0].url)).text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const csv = (await download(t, dump.files[1].url)).text;
    const rows = csvRecords(csv);
    const inJson = lines.find((n) => n.id === ids.tricky);
    const inCsv = rows.find((r) => Number(r.id) === ids.tricky)!;
    expect([inJson.title, inJson.content]).toEqual([TRICKY_TITLE, TRICKY_CONTENT]);
    expect([inCsv.title, inCsv.content]).toEqual([TRICKY_TITLE, TRICKY_CONTENT]);
    // RFC 4180: CRLF after every record, the header and the last one included; breaks inside quotes stay as written.
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(recordEnds(csv)).toEqual(Array(rows.length + 1).fill('\r\n'));
  });

  it('keeps a finished day as it is: a second run the same day changes nothing', async () => {
    const before = await listing();
    await seedNotice(t, {
      publicationId: (await t.createPublication()).id,
      typeId: type.id,
      dates: ['2026-11-24'],
    });
    await exporter.exportToday();
    expect(await listing()).toEqual(before);
  });

  it('lists a dump only once every file is stored: a failed run leaves nothing listed, the next run succeeds', async () => {
    setNow(t, '2026-11-25T12:00:00Z');
    const storage = t.app.get(FileStorage) as LocalDiskStorage;
    const write = storage.writeStream.bind(storage);
    const failingCsv = jest
      .spyOn(storage as FileStorage, 'writeStream')
      .mockImplementation((key) =>
        key.endsWith('notices.csv.gz')
          ? new Writable({ write: (_chunk, _encoding, done) => done(new Error('disk full')) })
          : write(key),
      );
    await expect(exporter.exportToday()).rejects.toThrow('disk full');
    failingCsv.mockRestore();
    expect((await listing()).dumps.map((d: { date: string }) => d.date)).toEqual(['2026-11-24']);
    expect(await storage.size('open-data/2026-11-25/partial-notices.jsonl.gz')).toBeNull();

    // Stopped between moving the files and recording the dump: the moved file is not served.
    const move = storage.move.bind(storage);
    const failingMove = jest
      .spyOn(storage, 'move')
      .mockImplementationOnce(move)
      .mockImplementationOnce(() => Promise.reject(new Error('killed')));
    await expect(exporter.exportToday()).rejects.toThrow('killed');
    failingMove.mockRestore();
    expect(await storage.size('open-data/2026-11-25/notices.jsonl.gz')).not.toBeNull();
    expect((await listing()).dumps).toHaveLength(1);
    await t.http.get('/api/v1/open-data/2026-11-25/notices.jsonl.gz').expect(404);

    await exporter.exportToday();
    const { dumps } = await listing();
    expect(dumps.map((d: { date: string }) => d.date)).toEqual(['2026-11-25', '2026-11-24']);
    for (const file of dumps[0].files) {
      const { bytes } = await download(t, file.url);
      expect(sha256(bytes)).toBe(file.sha256);
    }
  });

  it('deletes the dumps older than OPEN_DATA_RETENTION_DAYS after each export, files first', async () => {
    setNow(t, '2026-11-27T12:00:00Z');
    await exporter.exportToday();
    expect((await listing()).dumps.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-27',
      '2026-11-25',
    ]);
    const storage = t.app.get(FileStorage) as LocalDiskStorage;
    expect(await storage.size('open-data/2026-11-24/notices.jsonl.gz')).toBeNull();
    expect(await storage.size('open-data/2026-11-24/manifest.json')).toBeNull();
    expect(await storage.size('open-data/2026-11-25/notices.csv.gz')).not.toBeNull();
    await t.http.get('/api/v1/open-data/2026-11-24/manifest.json').expect(404);
  });

  it.each([
    ['2026-13-01', 'manifest.json', ['date']],
    ['20261124', 'manifest.json', ['date']],
    ['2026-11-25', 'notices.xml', ['file']],
    ['2026-11-25', 'partial-manifest.json', ['file']],
    ['yesterday', '..', ['date', 'file']],
  ])('answers 400 naming the field for %s/%s', async (date, file, fields) => {
    const res = await t.http.get(`/api/v1/open-data/${date}/${file}`).expect(400);
    expect(res.body.message).toBe('validation_failed');
    expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    // A mistake is no file: cached for a day as immutable, a fixed URL would stay wrong at every cache.
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers 404 for a day without a dump', async () => {
    const res = await t.http.get('/api/v1/open-data/2026-11-26/notices.csv.gz').expect(404);
    expect(res.body.message).toBe('not_found');
    // Not yet is not never: the day's dump may be written in an hour, so the 404 must not be cached.
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('describes every JSON field and CSV column it writes', async () => {
    const schema = (await t.http.get('/api/v1/open-data/schema').expect(200)).body;
    const [dump] = (await listing()).dumps;
    const [first] = (await download(t, dump.files[0].url)).text.split('\n');
    const header = (await download(t, dump.files[1].url)).text.split('\r\n')[0];
    expect(schema.notice.map((f: { name: string }) => f.name).sort()).toEqual(
      Object.keys(JSON.parse(first)).sort(),
    );
    expect(schema.csv.map((f: { name: string }) => f.name).join(',')).toBe(header);
    const manifest = JSON.parse((await download(t, dump.files[2].url)).text);
    expect(schema.manifest.map((f: { name: string }) => f.name).sort()).toEqual(Object.keys(manifest).sort());
  });

  it("records the log's latest signed checkpoint at export time, which includes a notice published before", async () => {
    setNow(t, '2026-11-28T12:00:00Z');
    const admin = bearer((await t.admin()).token);
    const pub = (await t.createPublication()).id;
    const notice = await createDraftToday(t, admin, type, pub);
    await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
    const log = t.app.get(TransparencyService);
    await log.integrate();
    const latest = await log.latestCheckpoint();
    expect(latest.treeSize).toBeGreaterThanOrEqual(1);
    await exporter.exportToday();
    const [dump] = (await listing()).dumps;
    const manifest = JSON.parse((await download(t, dump.files[2].url)).text);
    expect(manifest.checkpoint).toBe(latest.note);
    expect(manifest.checkpoint.split('\n').slice(0, 3)).toEqual([
      latest.origin,
      String(latest.treeSize),
      latest.rootHash,
    ]);
    expect(dump.checkpoint).toBe(latest.note);
    const lines = (await download(t, dump.files[0].url)).text.trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line).id)).toContain(notice.id);
  });

  it("lets a system administrator start today's export, listed once complete", async () => {
    setNow(t, '2026-11-29T12:00:00Z');
    const staff = bearer((await t.manager('PUBLICATION_ADMIN')).token);
    await t.http.post('/api/v1/admin/open-data/export').set(staff).expect(403);
    const admin = bearer((await t.admin()).token);
    const res = await t.http.post('/api/v1/admin/open-data/export').set(admin).expect(202);
    expect(res.body).toEqual({ date: '2026-11-29' });
    let dates: string[] = [];
    for (let i = 0; i < 100 && !dates.includes('2026-11-29'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      dates = (await listing()).dumps.map((d: { date: string }) => d.date);
    }
    expect(dates[0]).toBe('2026-11-29');
  });
});
