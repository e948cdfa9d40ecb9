import { createHash } from 'node:crypto';
import { sep } from 'node:path';
import { startS3rver } from '../support/s3rver-fixtures';
import request from 'supertest';
import { AbandonedUploads } from '../../src/notices/abandoned-uploads';
import { FileStorage } from '../../src/storage/file-storage';
import { bearer, TestApp } from '../support/app';
import { pdf, PNG } from '../support/file-fixtures';
import {
  createDraftToday,
  createNoticeType,
  noticeBody,
  setDateSettings,
  type TypeIds,
} from '../support/notice-fixtures';

const HTML = Buffer.from('<html><script>alert(1)</script></html>');
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), Buffer.alloc(100, 0)]);

/** GETs a (signed) URL and keeps the raw bytes. */
function download(href: string) {
  const url = new URL(href);
  return request(url.origin)
    .get(url.pathname + url.search)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

/** presign → PUT the bytes to the signed URL → complete, as the editor does. */
async function upload(
  t: TestApp,
  auth: Record<string, string>,
  noticeId: number,
  kind: string,
  name: string,
  contentType: string,
  body: Buffer,
) {
  const presign = await t.http
    .post(`/api/v1/admin/notices/${noticeId}/attachments`)
    .set(auth)
    .send({ kind, name, contentType, size: body.length });
  if (presign.status !== 201) return presign;
  const url = new URL(presign.body.uploadUrl);
  const put = await request(url.origin)
    .put(url.pathname + url.search)
    .set(presign.body.headers)
    .send(body);
  expect(put.status).toBe(200);
  return t.http
    .post(`/api/v1/admin/notices/${noticeId}/attachments/${presign.body.attachmentId}/complete`)
    .set(auth);
}

function suite(name: string, start: () => Promise<{ t: TestApp; stop?: () => Promise<void> }>) {
  describe(name, () => {
    let t: TestApp;
    let stop: (() => Promise<void>) | undefined;
    let type: TypeIds;
    let pub: number;
    let admin: Record<string, string>;
    beforeAll(async () => {
      ({ t, stop } = await start());
      type = await createNoticeType(t);
      pub = (await t.createPublication()).id;
      admin = bearer((await t.admin()).token);
    });
    afterAll(async () => {
      await t.close();
      await stop?.();
    });
    const newNotice = async () =>
      (
        await t.http
          .post('/api/v1/admin/notices')
          .set(admin)
          .send(noticeBody(t, type, pub))
      ).body as { id: number };

    it('takes one content file and up to 3 public attachments; the 4th is refused', async () => {
      const notice = await newNotice();
      const content = await upload(
        t,
        admin,
        notice.id,
        'content',
        'notice.pdf',
        'application/pdf',
        await pdf('Sale notice'),
      );
      expect(content.status).toBe(200);
      expect(content.body.files.contentAttachment).toMatchObject({
        name: 'notice.pdf',
        type: 'application/pdf',
      });
      const second = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({ kind: 'content', name: 'b.txt', contentType: 'text/plain', size: 5 });
      expect([second.status, second.body.message]).toEqual([400, 'attachment_limit']);
      for (const n of [1, 2, 3])
        expect((await upload(t, admin, notice.id, 'public', `map${n}.png`, 'image/png', PNG)).status).toBe(
          200,
        );
      const fourth = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({ kind: 'public', name: 'map4.png', contentType: 'image/png', size: 10 });
      expect([fourth.status, fourth.body.message]).toEqual([400, 'attachment_limit']);
      const view = await t.http.get(`/api/v1/admin/notices/${notice.id}`).set(admin);
      expect(view.body.files.publicAttachments.map((a: { name: string }) => a.name)).toEqual([
        'map1.png',
        'map2.png',
        'map3.png',
      ]);
      const removed = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/map1.png`)
        .set(admin)
        .send({ attachmentType: 'public', attachmentId: view.body.files.publicAttachments[0].attachmentId });
      expect(removed.body.files.publicAttachments).toHaveLength(2);
      const noContent = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/notice.pdf`)
        .set(admin)
        .send({ attachmentType: 'content' });
      expect(noContent.body.files.contentAttachment).toBeNull();
    });

    it('refuses files whose extension lies: a .pdf that is a PNG, a .png that is an executable', async () => {
      const notice = await newNotice();
      const fakePdf = await upload(t, admin, notice.id, 'public', 'scan.pdf', 'application/pdf', PNG);
      expect([fakePdf.status, fakePdf.body.message]).toEqual([422, 'attachment_type_mismatch']);
      const fakePng = await upload(t, admin, notice.id, 'public', 'photo.png', 'image/png', EXE);
      expect([fakePng.status, fakePng.body.message]).toEqual([422, 'attachment_type_mismatch']);
      const [{ n }] = await t.db.query(
        'SELECT count(*)::int AS n FROM notice_attachments WHERE notice_id = $1',
        [notice.id],
      );
      expect(n).toBe(0);
      const wrongType = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({ kind: 'public', name: 'x.exe', contentType: 'application/octet-stream', size: 5 });
      expect([wrongType.status, wrongType.body.message]).toEqual([400, 'attachment_type']);
      const mismatchedName = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({ kind: 'content', name: 'x.png', contentType: 'text/plain', size: 5 });
      expect(mismatchedName.body.message).toBe('attachment_type');
    });

    it('removes uploads abandoned for a day, file and row; recent and completed ones stay', async () => {
      const notice = await newNotice();
      const presign = (name: string) =>
        t.http
          .post(`/api/v1/admin/notices/${notice.id}/attachments`)
          .set(admin)
          .send({ kind: 'public', name, contentType: 'image/png', size: PNG.length });
      const abandoned = (await presign('abandoned.png')).body;
      const url = new URL(abandoned.uploadUrl);
      await request(url.origin)
        .put(url.pathname + url.search)
        .set(abandoned.headers)
        .send(PNG)
        .expect(200);
      const recent = (await presign('recent.png')).body;
      const done = await upload(t, admin, notice.id, 'public', 'done.png', 'image/png', PNG);
      expect(done.status).toBe(200);
      await t.db.query(
        `UPDATE notice_attachments SET created_at = now() - interval '2 days' WHERE notice_id = $1`,
        [notice.id],
      );
      await t.db.query(`UPDATE notice_attachments SET created_at = now() WHERE id = $1`, [
        recent.attachmentId,
      ]);
      const [{ storage_key: key }] = await t.db.query(
        'SELECT storage_key FROM notice_attachments WHERE id = $1',
        [abandoned.attachmentId],
      );
      const storage = t.app.get(FileStorage);
      expect(await storage.size(key)).toBe(PNG.length);
      expect(await t.app.get(AbandonedUploads).clean()).toBe(1);
      expect(await storage.size(key)).toBeNull();
      const left = await t.db.query<Array<{ name: string; status: string }>>(
        'SELECT name, status FROM notice_attachments WHERE notice_id = $1 ORDER BY id',
        [notice.id],
      );
      expect(left).toEqual([
        { name: 'recent.png', status: 'pending' },
        { name: 'done.png', status: 'ready' },
      ]);
      expect(await t.app.get(AbandonedUploads).clean()).toBe(0); // nothing twice
    });

    it('serves a stored file through its signed URL from a dot-folder DATA_DIR (the default ./.data)', async () => {
      if (!t.config.s3) expect(t.config.dataDir.split(sep)).toContain('.data');
      const notice = await newNotice();
      const done = await upload(t, admin, notice.id, 'public', 'plan.png', 'image/png', PNG);
      const attachmentId = done.body.files.publicAttachments[0].attachmentId;
      const signed = await t.http.get(`/api/v1/admin/notices/${notice.id}/files/${attachmentId}`).set(admin);
      expect(signed.status).toBe(200);
      const file = await download(signed.body.url);
      expect([file.status, file.headers['content-type']]).toEqual([200, 'image/png']);
      expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
    });

    it('answers 404, never 500, for a signed URL whose file is gone', async () => {
      const notice = await newNotice();
      const done = await upload(t, admin, notice.id, 'public', 'gone.png', 'image/png', PNG);
      const attachmentId = done.body.files.publicAttachments[0].attachmentId;
      const signed = await t.http.get(`/api/v1/admin/notices/${notice.id}/files/${attachmentId}`).set(admin);
      const [{ storage_key: key }] = await t.db.query(
        'SELECT storage_key FROM notice_attachments WHERE id = $1',
        [attachmentId],
      );
      await t.app.get(FileStorage).remove(key);
      expect((await download(signed.body.url)).status).toBe(404);
    });

    it('takes one upload per URL: a later PUT never replaces the file, before or after publishing', async () => {
      const notice = await createDraftToday(t, admin, type, pub);
      const presign = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({ kind: 'public', name: 'plan.png', contentType: 'image/png', size: PNG.length });
      const put = (body: Buffer) => {
        const url = new URL(presign.body.uploadUrl);
        return request(url.origin)
          .put(url.pathname + url.search)
          .set(presign.body.headers)
          .send(body);
      };
      const local = !t.config.s3; // S3 accepts any PUT to a live URL; what it stored is then never read
      const refusedOnDisk = async () => {
        const res = await put(HTML);
        if (local) expect([res.status, res.body.message]).toEqual([409, 'attachment_already_uploaded']);
      };
      expect((await put(PNG)).status).toBe(200);
      if (local) await refusedOnDisk(); // on S3 the last PUT before complete is the upload (complete checks it)
      const done = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments/${presign.body.attachmentId}/complete`)
        .set(admin);
      expect(done.status).toBe(200);
      const sha256 = createHash('sha256').update(PNG).digest('hex');
      expect(done.body.files.publicAttachments[0]).toMatchObject({
        name: 'plan.png',
        size: PNG.length,
        sha256,
      });
      await refusedOnDisk();
      await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
      await refusedOnDisk();
      const link = await t.http.get(`/api/v1/notices/${notice.id}/${presign.body.attachmentId}`);
      const file = await download(link.body.url);
      expect([file.status, file.headers['content-type']]).toEqual([200, 'image/png']);
      expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
      const [{ sha256: stored }] = await t.db.query('SELECT sha256 FROM notice_attachments WHERE id = $1', [
        presign.body.attachmentId,
      ]);
      expect(stored).toBe(sha256);
      await setDateSettings(t, false, false);
    });

    it('of two PUTs racing to one URL, exactly one is stored (local disk; S3 seals at complete)', async () => {
      if (t.config.s3) return;
      const notice = await newNotice();
      const presign = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({ kind: 'public', name: 'race.png', contentType: 'image/png', size: PNG.length });
      const url = new URL(presign.body.uploadUrl);
      const put = (body: Buffer) =>
        request(url.origin)
          .put(url.pathname + url.search)
          .set(presign.body.headers)
          .send(body);
      const other = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(PNG.length - 8, 9)]);
      const answers = await Promise.all([put(PNG), put(other), put(PNG), put(other)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      const done = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments/${presign.body.attachmentId}/complete`)
        .set(admin);
      const winner = answers.findIndex((a) => a.status === 200) % 2 === 0 ? PNG : other;
      expect(done.body.files.publicAttachments[0].sha256).toBe(
        createHash('sha256').update(winner).digest('hex'),
      );
    });

    it('refuses at complete a file whose size is not the declared one (422 attachment_size_mismatch)', async () => {
      const notice = await newNotice();
      const presign = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({ kind: 'public', name: 'short.png', contentType: 'image/png', size: PNG.length + 10 });
      const url = new URL(presign.body.uploadUrl);
      await request(url.origin)
        .put(url.pathname + url.search)
        .set(presign.body.headers)
        .send(PNG)
        .expect(200);
      const done = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments/${presign.body.attachmentId}/complete`)
        .set(admin);
      expect([done.status, done.body.message]).toEqual([422, 'attachment_size_mismatch']);
      const rows = await t.db.query('SELECT 1 FROM notice_attachments WHERE id = $1', [
        presign.body.attachmentId,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('refuses a declared size over the limit (413 attachment_too_large)', async () => {
      const notice = await newNotice();
      const res = await t.http
        .post(`/api/v1/admin/notices/${notice.id}/attachments`)
        .set(admin)
        .send({
          kind: 'public',
          name: 'big.png',
          contentType: 'image/png',
          size: t.config.uploadMaxBytes + 1,
        });
      expect([res.status, res.body.message]).toEqual([413, 'attachment_too_large']);
    });

    it('gives the public a short-lived download URL for public files of published notices only', async () => {
      const notice = await createDraftToday(t, admin, type, pub);
      const done = await upload(t, admin, notice.id, 'public', 'map.png', 'image/png', PNG);
      const attachmentId = done.body.files.publicAttachments[0].attachmentId;
      await t.http.get(`/api/v1/notices/${notice.id}/${attachmentId}`).expect(404);
      await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
      const res = await t.http.get(`/api/v1/notices/${notice.id}/${attachmentId}`);
      expect(res.status).toBe(200);
      const url = new URL(res.body.url);
      const file = await request(url.origin)
        .get(url.pathname + url.search)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
      // Shown in the tab the site opens for it, under its own name.
      expect(file.headers['content-disposition']).toContain('inline; filename="map.png"');
      if (!url.pathname.startsWith('/api/')) return; // S3 sets the rest itself
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toMatch(/^default-src 'none';.*; sandbox$/);
      await setDateSettings(t, false, false);
    });
  });
}

suite('notice attachments on local disk', async () => ({ t: await TestApp.start() }));

suite('notice attachments on S3 (s3rver)', async () => {
  const s3 = await startS3rver();
  const t = await TestApp.start({ s3: s3.s3 });
  return { t, stop: s3.close };
});
