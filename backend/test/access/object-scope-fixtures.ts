import request from 'supertest';
import { BillingReport } from '../../src/billing-reports/billing-report.entity';
import { MailOutbox } from '../../src/mail/mail-outbox.entity';
import { SmsOutbox } from '../../src/sms/sms-outbox.entity';
import { OpenDataExporter } from '../../src/open-data/open-data-export.service';
import { TransparencyService } from '../../src/transparency';
import { bearer, PASSWORD, type TestApp } from '../support/app';
import { PNG } from '../support/file-fixtures';
import { createNoticeType, day, noticeBody, setDateSettings, type TypeIds } from '../support/notice-fixtures';

export { PNG };

/** Someone who calls the API: a user id (a fresh session per call) or nobody. */
export type Caller = { id: number } | null;

/**
 * Records of publication B, made fresh per route so each case starts clean, by B's own admin (or the
 * SYSTEM_ADMIN where only they may act).
 */
export class PublicationBRecords {
  private reports = 0;
  private constructor(
    private readonly t: TestApp,
    private readonly type: TypeIds,
    readonly publicationB: number,
    readonly adminOfB: { id: number },
    readonly systemAdmin: { id: number },
  ) {}

  static async create(t: TestApp, publicationB: number, adminOfB: { id: number }) {
    await setDateSettings(t, false, true); // a date of today may be chosen, as published() does
    return new PublicationBRecords(
      t,
      await createNoticeType(t),
      publicationB,
      adminOfB,
      (await t.admin()).user,
    );
  }

  async as(caller: Caller): Promise<Record<string, string>> {
    return caller ? bearer(await this.t.sessionFor(caller)) : {};
  }

  private async ok(res: request.Response, what: string) {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown>;
  }

  async draft(
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: number; publicationDates: Array<{ id: number }> }> {
    const res = await this.t.http
      .post('/api/v1/admin/notices')
      .set(await this.as(this.adminOfB))
      .send(this.noticeBody({ title: 'B private draft', ...overrides }));
    return (await this.ok(res, 'draft')) as never;
  }

  /** Published today (so the public sees it), with a second date still to come. */
  async published(): Promise<{ id: number; publicationDates: Array<{ id: number }> }> {
    const res = await this.t.http
      .post('/api/v1/admin/notices')
      .set(await this.as(this.adminOfB))
      .send(this.noticeBody({ publicationDates: [{ date: this.day(0) }, { date: this.day(9) }] }));
    const notice = await this.ok(res, 'notice');
    const published = await this.t.http
      .put(`/api/v1/admin/notices/${String(notice.id)}/publish`)
      .set(await this.as(this.systemAdmin));
    return (await this.ok(published, 'publish')) as never;
  }

  /** A published notice whose entry is integrated into the transparency log; answers its leaf index. */
  async logged(): Promise<{ id: number; index: number }> {
    const { id } = await this.published();
    await this.t.app.get(TransparencyService).integrate();
    const [entry] = await this.t.db.query<Array<{ leaf_index: string }>>(
      'SELECT leaf_index FROM transparency_entries WHERE notice_id = $1',
      [id],
    );
    return { id, index: Number(entry.leaf_index) };
  }

  /** Today's open-data dump (made once), with B's published notices in it; answers its day. */
  async dumped(): Promise<string> {
    await this.published();
    return (await this.t.app.get(OpenDataExporter).exportToday()).date;
  }

  async publish(noticeId: number): Promise<void> {
    await this.ok(
      await this.t.http.put(`/api/v1/admin/notices/${noticeId}/publish`).set(await this.as(this.systemAdmin)),
      'publish',
    );
  }

  /** Publication B as its edit form sends it back (the stored permissions are kept when absent). */
  async publicationBody(): Promise<object> {
    const view = await this.ok(
      await this.t.http
        .get(`/api/v1/admin/publications/${this.publicationB}`)
        .set(await this.as(this.systemAdmin)),
      'publication',
    );
    const { id: _id, noticesCreated: _n, createdAt: _c, publicationUserPermissions: _p, ...fields } = view;
    return {
      ...fields,
      website: 'https://b.example.org',
      publicationArea: (view.publicationArea as Array<{ id: number }>).map((a) => a.id),
    };
  }

  /** A publication with no notice (so it can be deleted). */
  async emptyPublication(): Promise<number> {
    return (await this.t.createPublication()).id;
  }

  /** Presigns a public PNG and PUTs its bytes; answers the attachment id (not yet completed). */
  async uploaded(noticeId: number): Promise<number> {
    const auth = await this.as(this.adminOfB);
    const presign = await this.ok(
      await this.t.http
        .post(`/api/v1/admin/notices/${noticeId}/attachments`)
        .set(auth)
        .send({ kind: 'public', name: 'b-map.png', contentType: 'image/png', size: PNG.length }),
      'presign',
    );
    const url = new URL(String(presign.uploadUrl));
    await request(url.origin)
      .put(url.pathname + url.search)
      .set(presign.headers as Record<string, string>)
      .send(PNG)
      .expect(200);
    return Number(presign.attachmentId);
  }

  async attached(noticeId: number): Promise<number> {
    const attachmentId = await this.uploaded(noticeId);
    await this.ok(
      await this.t.http
        .post(`/api/v1/admin/notices/${noticeId}/attachments/${attachmentId}/complete`)
        .set(await this.as(this.adminOfB)),
      'complete',
    );
    return attachmentId;
  }

  async userOfB(
    status: 'active' | 'not_verified' | 'blocked' = 'active',
  ): Promise<{ id: number; email: string }> {
    const user = await this.t.createUser({ roles: 'PUBLICATION_MANAGER', status });
    await this.t.grantPublicationRole(user.id, 'PUBLICATION_USER', this.publicationB);
    return user;
  }

  userBody(user: { email: string }) {
    return {
      email: user.email,
      givenName: 'Moved',
      familyName: 'Elsewhere',
      roles: 'PUBLICATION_MANAGER',
      publicationUserPermissions: [{ publicationId: this.publicationB, role: 'PUBLICATION_USER' }],
    };
  }

  permissionsBody() {
    return {
      publicationUserPermissions: [
        { userId: this.adminOfB.id, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true },
      ],
    };
  }

  async apiUserOfBWithKey(): Promise<number> {
    const user = await this.t.createUser({ roles: 'API_USER' });
    await this.t.grantApiPublication(user.id, this.publicationB);
    await this.ok(
      await this.t.http
        .post('/api/v1/admin/api_keys')
        .set(await this.as(this.systemAdmin))
        .send({ userId: user.id }),
      'api key',
    );
    return user.id;
  }

  async billingReport(): Promise<number> {
    // One report per publication and period: each call takes the next past year.
    const year = 2000 + ++this.reports;
    const saved = await this.t.db.getRepository(BillingReport).save({
      publicationId: this.publicationB,
      paymentPeriodFrom: new Date(`${year}-01-01T05:00:00Z`),
      paymentPeriodTo: new Date(`${year}-02-01T05:00:00Z`),
      noticesCount: 0,
      paymentMethod: 'CC',
      paymentPeriod: 'MONTH',
      createdAt: new Date(),
    });
    return saved.id;
  }

  async mail(): Promise<number> {
    const saved = await this.t.db.getRepository(MailOutbox).save({
      recipient: 'b-admin@test.local',
      subject: 'B private',
      textBody: 'B private',
      htmlBody: '<p>B private</p>',
      createdAt: new Date(),
    });
    return saved.id;
  }

  async textMessage(): Promise<number> {
    const saved = await this.t.db.getRepository(SmsOutbox).save({
      recipient: '+15175550142',
      body: 'B private',
      createdAt: new Date(),
    });
    return saved.id;
  }

  async savedSearch(): Promise<number> {
    const res = await this.t.http
      .post('/api/v1/savedsearches')
      .set(await this.as(this.adminOfB))
      .send({ name: 'B private search', area: [33] });
    return Number((await this.ok(res, 'saved search')).id);
  }

  async noticeType(): Promise<number> {
    return (await createNoticeType(this.t)).id;
  }

  noticeBody(overrides: Record<string, unknown> = {}) {
    return noticeBody(this.t, this.type, this.publicationB, overrides);
  }

  day(n: number) {
    return day(this.t, n);
  }

  newPassword() {
    return { password: PASSWORD, confirmPassword: PASSWORD };
  }
}
