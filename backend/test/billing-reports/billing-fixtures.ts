import { PDFParse } from 'pdf-parse';
import { bearer, TestApp } from '../support/app';
import { binary } from '../support/certificate-fixtures';
import { createNoticeType } from '../support/notice-fixtures';

/** RFC 4180 reader (quoted fields, doubled quotes, CRLF), to read the CSV back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

/**
 * The app, a notice type and a system administrator's bearer for a file of billing tests, with the
 * helpers they share: notices published on given days (stored directly), publications billed since
 * January, generating and listing reports, the text of a report's PDF. Call inside `describe`.
 */
export function billingWorld() {
  const world = {} as { t: TestApp; typeId: number; admin: Record<string, string> };
  beforeAll(async () => {
    world.t = await TestApp.start();
    world.typeId = (await createNoticeType(world.t)).id;
    world.admin = bearer((await world.t.admin()).token);
  });
  afterAll(() => world.t.close());

  /** A notice published on `days` (Detroit days) at the given instants, stored directly. */
  async function published(
    publicationId: number,
    title: string,
    dates: Array<[string, string]>,
    free = false,
  ) {
    const [{ id }] = await world.t.db.query<Array<{ id: number }>>(
      `INSERT INTO notices (title, content, status, publication_id, notice_type_id, free)
       VALUES ($1, 'text', 'P', $2, $3, $4) RETURNING id`,
      [title, publicationId, world.typeId, free],
    );
    await world.t.db.query(`UPDATE notices SET root_id = id WHERE id = $1`, [id]);
    for (const [day, at] of dates) {
      const [d] = await world.t.db.query<Array<{ id: number }>>(
        `INSERT INTO publication_dates (notice_id, date, published, published_at) VALUES ($1, $2, true, $3) RETURNING id`,
        [id, day, at],
      );
      await world.t.db.query(
        `INSERT INTO date_publications (publication_date_id, published_at) VALUES ($1, $2)`,
        [d.id, at],
      );
    }
    return id;
  }

  /** A publication that has existed since January (so it is billed even for periods without notices). */
  async function publication(spec: Parameters<TestApp['createPublication']>[0]) {
    const pub = await world.t.createPublication(spec);
    await world.t.db.query(`UPDATE publications SET created_at = '2026-01-01T05:00:00Z' WHERE id = $1`, [
      pub.id,
    ]);
    return pub;
  }

  const generate = (paymentPeriod: string, day: string) =>
    world.t.http.post('/api/v1/admin/billingreports/generate').set(world.admin).send({ paymentPeriod, day });

  async function reportOf(publicationId: number) {
    const res = await world.t.http
      .get('/api/v1/admin/billingreports')
      .query({ filters: { publication: { $in: [publicationId] } } })
      .set(world.admin);
    expect(res.status).toBe(200);
    return res.body.data as Array<
      Record<string, unknown> & {
        id: number;
        noticesCount: number;
        paymentPeriodFrom: string;
        paymentPeriodTo: string;
      }
    >;
  }

  async function pdfText(reportId: number): Promise<{ text: string; disposition: string }> {
    const pdf = await binary(
      world.t.http.get(`/api/v1/admin/billingreports/${reportId}/pdf`).set(world.admin),
    );
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    return { text, disposition: pdf.headers['content-disposition'] as string };
  }

  const setPrice = (publicationId: number, cents: number | null) =>
    world.t.db.query(`UPDATE publications SET price_per_charged_notice_cents = $2 WHERE id = $1`, [
      publicationId,
      cents,
    ]);

  return { world, published, publication, generate, reportOf, pdfText, setPrice };
}
