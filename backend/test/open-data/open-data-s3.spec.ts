import { createHash } from 'node:crypto';
import { OpenDataExporter } from '../../src/open-data/open-data-export.service';
import { FileStorage } from '../../src/storage/file-storage';
import { TestApp } from '../support/app';
import { createNoticeType } from '../support/notice-fixtures';
import { download, TRICKY_TITLE } from './open-data-fixtures';
import { startS3rver } from '../support/s3rver-fixtures';
import { seedNotice, setNow } from '../support/search-fixtures';
import { quietLog } from '../support/transparency-fixtures';

describe('open data on S3 (s3rver)', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3rver>>;

  beforeAll(async () => {
    s3 = await startS3rver();
    t = await TestApp.start({ transparency: quietLog(), s3: s3.s3 });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the files in the bucket and serves them with the digests the manifest gives', async () => {
    const type = await createNoticeType(t);
    const pub = (await t.createPublication()).id;
    const id = await seedNotice(t, {
      publicationId: pub,
      typeId: type.id,
      title: TRICKY_TITLE,
      dates: ['2026-11-23'],
    });
    setNow(t, '2026-11-24T12:00:00Z');
    await t.app.get(OpenDataExporter).exportToday();
    const [dump] = (await t.http.get('/api/v1/open-data').expect(200)).body.dumps;
    const manifest = JSON.parse((await download(t, dump.files[2].url)).text);
    expect(manifest.files).toEqual(dump.files.slice(0, 2).map(({ url: _url, ...f }: { url: string }) => f));
    for (const file of dump.files) {
      const { bytes } = await download(t, file.url);
      expect({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({
        size: file.size,
        sha256: file.sha256,
      });
    }
    const [line] = (await download(t, dump.files[0].url)).text.trimEnd().split('\n');
    expect(JSON.parse(line)).toMatchObject({ id, title: TRICKY_TITLE });
    expect(
      await t.app.get(FileStorage).readStream('open-data/2026-11-24/partial-notices.jsonl.gz'),
    ).toBeNull();
  });
});
