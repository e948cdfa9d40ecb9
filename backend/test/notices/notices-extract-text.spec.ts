import { bearer, TestApp } from '../support/app';
import { pdf, PNG } from '../support/file-fixtures';

/** Create content from a file: the text of a real PDF or UTF-8 file, nothing else. */
describe('extract_text', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await TestApp.start({ uploadMaxBytes: 64 * 1024 });
    admin = bearer((await t.admin()).token);
  });
  afterAll(() => t.close());

  it('reads a real PDF and UTF-8 text; refuses lies and oversized files', async () => {
    const fromPdf = await t.http
      .post('/api/v1/admin/notices/extract_text')
      .set(admin)
      .set('Content-Type', 'application/pdf')
      .send(await pdf('Notice of hearing in Lansing'));
    expect([fromPdf.status, fromPdf.body.text]).toEqual([200, 'Notice of hearing in Lansing']);
    const fromText = await t.http
      .post('/api/v1/admin/notices/extract_text')
      .set(admin)
      .set('Content-Type', 'text/plain')
      .send(Buffer.from('Café — Ypsilanti\nline 2'));
    expect(fromText.body).toEqual({ text: 'Café — Ypsilanti\nline 2' });
    const lie = await t.http
      .post('/api/v1/admin/notices/extract_text')
      .set(admin)
      .set('Content-Type', 'application/pdf')
      .send(PNG);
    expect([lie.status, lie.body.message]).toEqual([422, 'attachment_type_mismatch']);
    const big = await t.http
      .post('/api/v1/admin/notices/extract_text')
      .set(admin)
      .set('Content-Type', 'text/plain')
      .send(Buffer.alloc(65 * 1024, 97));
    expect([big.status, big.body.message]).toEqual([413, 'attachment_too_large']);
    const other = await t.http
      .post('/api/v1/admin/notices/extract_text')
      .set(admin)
      .set('Content-Type', 'image/png')
      .send(PNG);
    expect([other.status, other.body.message]).toEqual([400, 'attachment_type']);
  });
});
