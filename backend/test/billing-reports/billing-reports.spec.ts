import { formatDay, formatPeriod } from '@notices/common';
import { BillingGenerator } from '../../src/billing-reports/billing-generator.service';
import { PDFParse } from 'pdf-parse';
import { billingPeriod } from '../../src/billing-reports/billing-period';
import { bearer, type TestApp } from '../support/app';
import { billingWorld, parseCsv } from './billing-fixtures';
import { binary } from '../support/certificate-fixtures';

describe('billing periods in America/Detroit', () => {
  it('WEEK is Sunday 00:00 to Saturday 23:59:59.999 local, across the end of daylight saving', () => {
    const week = billingPeriod('WEEK', '2026-11-04');
    expect([week.fromDay, week.toDay]).toEqual(['2026-11-01', '2026-11-07']);
    expect(week.from.toISOString()).toBe('2026-11-01T04:00:00.000Z'); // EDT midnight
    expect(week.to.toISOString()).toBe('2026-11-08T04:59:59.999Z'); // EST end of Saturday
  });
  it('MONTH is the calendar month, across the start of daylight saving', () => {
    const march = billingPeriod('MONTH', '2026-03-15');
    expect(march.from.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(march.to.toISOString()).toBe('2026-04-01T03:59:59.999Z');
    expect(billingPeriod('MONTH', '2028-02-10').toDay).toBe('2028-02-29');
  });
});

describe('billing reports', () => {
  const { world, published, publication, generate, reportOf } = billingWorld();
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(() => {
    t = world.t;
    admin = world.admin;
  });

  it('bills the week a notice ran in, Saturday 23:30 Detroit included in the week daylight saving ends', async () => {
    const pub = await t.createPublication({ paymentPeriod: 'WEEK', paymentMethod: 'MANUAL' });
    const saturdayLate = await published(pub.id, 'Saturday late', [['2026-11-07', '2026-11-08T04:30:00Z']]);
    await published(pub.id, 'Twice this week', [
      ['2026-11-02', '2026-11-02T05:00:00Z'],
      ['2026-11-05', '2026-11-05T05:00:00Z'],
    ]);
    await published(pub.id, 'Next Sunday', [['2026-11-08', '2026-11-08T05:30:00Z']]);
    await published(pub.id, 'Week before', [['2026-10-31', '2026-10-31T04:30:00Z']]);
    await published(pub.id, 'Free', [['2026-11-03', '2026-11-03T05:00:00Z']], true);

    const first = await generate('WEEK', '2026-11-04');
    expect(first.status).toBe(200);
    expect(first.body.created).toBeGreaterThanOrEqual(1);
    const [report] = await reportOf(pub.id);
    expect(report).toMatchObject({
      publication: { id: pub.id, name: pub.name },
      noticesCount: 2,
      paymentPeriodFrom: '2026-11-01T04:00:00.000Z',
      paymentPeriodTo: '2026-11-08T04:59:59.999Z',
      paymentMethod: 'MANUAL',
      paymentPeriod: 'WEEK',
    });
    const csv = parseCsv((await t.http.get(`/api/v1/admin/billingreports/${report.id}/csv`).set(admin)).text);
    // Every date of the week, the free notice's flagged (counted on the statement, never charged).
    expect(csv.slice(1).map((r) => [r[1], r[2], r[5]])).toEqual([
      ['Twice this week', '11/02/2026', 'Yes'],
      ['Free', '11/03/2026', 'No'],
      ['Twice this week', '11/05/2026', 'Yes'],
      ['Saturday late', '11/07/2026', 'Yes'],
    ]);
    // The period reads as in the admin list and the PDF: Detroit days, not the UTC day of its last instant.
    expect(csv[0][4]).toBe('Billing period');
    expect(new Set(csv.slice(1).map((r) => r[4]))).toEqual(new Set(['11/01/2026 - 11/07/2026']));
    expect(csv[4][0]).toBe(String(saturdayLate));
    // A change after the fact does not rewrite the evidence.
    await t.db.query(`UPDATE notices SET title = 'renamed' WHERE id = $1`, [saturdayLate]);
    const again = parseCsv(
      (await t.http.get(`/api/v1/admin/billingreports/${report.id}/csv`).set(admin)).text,
    );
    expect(again[4][1]).toBe('Saturday late');
  });

  it('never duplicates a report: the endpoint and the job, run twice, leave one per publication and period', async () => {
    const pub = await t.createPublication({ paymentPeriod: 'MONTH' });
    await published(pub.id, 'October notice', [['2026-10-15', '2026-10-15T04:00:00Z']]);
    const a = await generate('MONTH', '2026-10-01');
    const b = await generate('MONTH', '2026-10-31');
    expect(b.body.created).toBe(0);
    expect(b.body.existing).toBe(a.body.created + a.body.existing);
    const job = t.app.get(BillingGenerator);
    await Promise.all([job.generateDue(), job.generateDue()]);
    await job.generateDue();
    const rows = await t.db.query(
      `SELECT payment_period_from, count(*)::int AS n FROM billing_reports WHERE publication_id = $1 GROUP BY 1`,
      [pub.id],
    );
    expect(rows.every((r: { n: number }) => r.n === 1)).toBe(true);
    expect(
      (await reportOf(pub.id)).find((r) => r.paymentPeriodFrom === '2026-10-01T04:00:00.000Z')?.noticesCount,
    ).toBe(1);
  });

  it('refuses a period that has not ended yet', async () => {
    const today = new Date(t.clock.now().getTime()).toISOString().slice(0, 10);
    const res = await generate('MONTH', today);
    expect([res.status, res.body.message]).toEqual([422, 'period_not_ended']);
  });

  it('makes a PDF with the rows, repeated headers and page numbers, and a CSV that reads back to the same rows', async () => {
    const pub = await t.createPublication({ paymentPeriod: 'MONTH', name: 'Ingham "County" News, Inc.' });
    const titles = Array.from({ length: 70 }, (_, i) => `Notice ${i + 1}, "quoted" and, commas`);
    for (const [i, title] of titles.entries()) {
      const dayOfMonth = String((i % 28) + 1).padStart(2, '0');
      await published(pub.id, title, [[`2026-09-${dayOfMonth}`, `2026-09-${dayOfMonth}T04:00:00Z`]]);
    }
    await generate('MONTH', '2026-09-10');
    const [report] = await reportOf(pub.id);
    expect(report.noticesCount).toBe(70);

    const pdf = await binary(t.http.get(`/api/v1/admin/billingreports/${report.id}/pdf`).set(admin));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="billing-ingham-county-news-inc-2026-09-01_2026-09-30.pdf"',
    );
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Ingham "County" News, Inc.');
    expect(text).toContain('09/01/2026 - 09/30/2026');
    expect(text).toContain('Notice 1, "quoted" and, commas');
    expect(text).toContain('Notice 70, "quoted" and, commas');
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The table header is repeated on every page that carries rows.
    expect(text.match(/Notice ID\s+Title\s+Charged dates\s+Free dates/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Charged notices: 70 (70 publication dates)');

    const csv = await t.http.get(`/api/v1/admin/billingreports/${report.id}/csv`).set(admin);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="billing-ingham-county-news-inc-2026-09-01_2026-09-30.csv"',
    );
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual([
      'Notice ID',
      'Title',
      'Publication date',
      'Publication',
      'Billing period',
      'Charged',
    ]);
    expect(rows).toHaveLength(71);
    const lines = await t.db.query<Array<{ notice_id: number; title: string; day: string }>>(
      `SELECT notice_id, title, to_char(day, 'YYYY-MM-DD') AS day FROM billing_report_lines WHERE report_id = $1 ORDER BY day, id`,
      [report.id],
    );
    const period = formatPeriod(report.paymentPeriodFrom as string, report.paymentPeriodTo as string);
    expect(period).toBe('09/01/2026 - 09/30/2026');
    expect(text).toContain(`Period: ${period}`);
    expect(rows.slice(1)).toEqual(
      lines.map((l) => [String(l.notice_id), l.title, formatDay(l.day), pub.name, period, 'Yes']),
    );
  });

  it('prints names and titles outside Latin-1 in the PDF (embedded Unicode font); what no font has becomes U+FFFD', async () => {
    const name = '✓ Zażółć 😀 Łódź';
    const pub = await t.createPublication({ paymentPeriod: 'MONTH', name });
    await published(pub.id, 'Sprzedaż nieruchomości – Ελληνικά, Кириллица 🦄 漢', [
      ['2026-08-12', '2026-08-12T04:00:00Z'],
    ]);
    await generate('MONTH', '2026-08-10');
    const [report] = await reportOf(pub.id);
    const pdf = await binary(t.http.get(`/api/v1/admin/billingreports/${report.id}/pdf`).set(admin));
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(`Publication: ${name}`);
    // Titles wrap inside their cell (a statement shows them whole): read the text with its line breaks as spaces.
    expect(text.replace(/\s+/g, ' ')).toContain('Sprzedaż nieruchomości – Ελληνικά, Кириллица \uFFFD \uFFFD');
    expect((pdf.body as Buffer).toString('latin1')).toMatch(/DejaVuSans/);
  });

  it('refuses a PDF above 10,000 notices with 422 too_many_notices (the CSV still works)', async () => {
    const pub = await publication({ paymentPeriod: 'MONTH' });
    await generate('MONTH', '2026-08-10');
    const [report] = await reportOf(pub.id);
    await t.db.query(
      `INSERT INTO billing_report_lines (report_id, notice_id, publication_date_id, day, title)
       SELECT $1, g, g, '2026-08-10', 'Bulk ' || g FROM generate_series(1, 10001) g`,
      [report.id],
    );
    const pdf = await t.http.get(`/api/v1/admin/billingreports/${report.id}/pdf`).set(admin);
    expect([pdf.status, pdf.body.message]).toEqual([422, 'too_many_notices']);
    const csv = await t.http.get(`/api/v1/admin/billingreports/${report.id}/csv`).set(admin);
    expect(parseCsv(csv.text)).toHaveLength(10002);
  });

  it('shows a publication admin only their publications; others are refused', async () => {
    const mine = await publication({ paymentPeriod: 'MONTH' });
    const theirs = await publication({ paymentPeriod: 'MONTH' });
    await generate('MONTH', '2026-07-10');
    const owner = await t.manager('PUBLICATION_ADMIN', mine.id);
    const list = await t.http
      .get('/api/v1/admin/billingreports')
      .query({ per: 100 })
      .set(bearer(owner.token));
    expect(list.status).toBe(200);
    expect(new Set(list.body.data.map((r: { publication: { id: number } }) => r.publication.id))).toEqual(
      new Set([mine.id]),
    );
    const [other] = await reportOf(theirs.id);
    expect(
      (await t.http.get(`/api/v1/admin/billingreports/${other.id}/csv`).set(bearer(owner.token))).status,
    ).toBe(404);
    const user = await t.manager('PUBLICATION_USER', mine.id);
    expect((await t.http.get('/api/v1/admin/billingreports').set(bearer(user.token))).status).toBe(403);
    const api = await t.userWithSession({ roles: 'API_USER' });
    expect((await t.http.get('/api/v1/admin/billingreports').set(bearer(api.token))).status).toBe(403);
    expect((await generate('MONTH', '2026-07-10').set(bearer(owner.token))).status).toBe(403);
  });
});
