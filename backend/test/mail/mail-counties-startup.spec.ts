import { Logger } from '@nestjs/common';
import { User } from '../../src/accounts/user.entity';
import { bearer, freePort, TestApp } from '../support/app';

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mailbox, counties and start-up accounts', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = (await t.admin()).token;
  });
  afterAll(() => t.close());

  it('lists the 83 Michigan counties, filtered by state', async () => {
    const res = await t.http.get('/api/v1/counties?filters[state][$eq]=MI');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(83);
    expect(res.body.data[0]).toEqual({ id: 1, name: 'Alcona', alias: 'alcona', state: 'MI' });
    expect((await t.http.get('/api/v1/counties?filters[state][$eq]=OH')).body.data).toEqual([]);
  });

  it('keeps every sent mail in the outbox with sent_at, readable by a SYSTEM_ADMIN', async () => {
    await t.http
      .post('/api/v1/auth/register')
      .send({ email: 'outbox@test.local', givenName: 'Out', familyName: 'Box' });
    await t.mail.lastTo('outbox@test.local'); // sent by its job, after the answer
    await until(async () => (await t.db.query(`SELECT 1 FROM mail_outbox WHERE status = 'sent'`)).length > 0);
    const list = await t.http.get('/api/v1/admin/mailbox?per=5').set(bearer(admin));
    expect(list.status).toBe(200);
    const mail = list.body.data[0];
    expect(mail).toMatchObject({
      recipient: 'outbox@test.local',
      lastError: null,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(mail.sentAt).not.toBeNull();
    expect(mail.textBody).toContain(`${t.url}/verify/`);
    expect(mail.htmlBody).toContain('Michigan Public Notices');
    expect((await t.http.get(`/api/v1/admin/mailbox/${mail.id}`).set(bearer(admin))).body.id).toBe(mail.id);
    expect((await t.http.get('/api/v1/admin/mailbox/999999').set(bearer(admin))).status).toBe(404);
  });

  it('ensured the configured admin at start, active with the configured password', async () => {
    const user = await t.db.getRepository(User).findOneByOrFail({ email: 'admin@test.local' });
    expect(user).toMatchObject({ roles: 'SYSTEM_ADMIN', status: 'active' });
  });
});

describe('without a working SMTP server', () => {
  it('records the failure and still answers the request', async () => {
    const deadPort = await freePort();
    const t = await TestApp.start({ smtpUrl: `smtp://127.0.0.1:${deadPort}` });
    try {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const res = await t.http
        .post('/api/v1/auth/register')
        .send({ email: 'lost@test.local', givenName: 'L', familyName: 'O' });
      expect(res.status).toBe(201);
      const row = async () =>
        (
          await t.db.query(
            `SELECT sent_at, attempts, last_error, status FROM mail_outbox WHERE recipient = 'lost@test.local'`,
          )
        )[0];
      await until(async () => (await row()).last_error !== null);
      expect(await row()).toMatchObject({ sent_at: null, attempts: 1, status: 'queued' }); // retried later
      expect((await row()).last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      jest.restoreAllMocks();
      await t.close();
    }
  });
});

describe('start-up on an empty database without ADMIN_EMAIL', () => {
  it('creates admin@localhost and the demo users, printing their passwords once', async () => {
    const printed: string[] = [];
    jest
      .spyOn(Logger.prototype, 'log')
      .mockImplementation((message: unknown) => void printed.push(String(message)));
    const t = await TestApp.start({
      adminEmail: null,
      adminPassword: null,
      demoData: true,
      logLevel: 'log',
      smtpUrl: null,
    });
    try {
      const users = await t.db.getRepository(User).find({ order: { id: 'ASC' } });
      expect(users.map((u) => [u.email, u.roles, u.status])).toEqual([
        ['admin@localhost', 'SYSTEM_ADMIN', 'active'],
        ['reader@example.org', 'PUBLIC_USER', 'active'],
        ['api@example.org', 'API_USER', 'active'],
        ['editor@example.org', 'PUBLICATION_MANAGER', 'active'],
      ]);
      const adminPassword = /Password:\s+(\S+)/.exec(printed.join('\n'))?.[1];
      const demoPassword = /Password for all of them:\s+(\S+)/.exec(printed.join('\n'))?.[1];
      expect(
        (await t.http.post('/api/v1/auth/login').send({ email: 'admin@localhost', password: adminPassword }))
          .status,
      ).toBe(200);
      expect(
        (
          await t.http
            .post('/api/v1/auth/login')
            .send({ email: 'reader@example.org', password: demoPassword })
        ).status,
      ).toBe(200);
      // Demo publications and notice types: the demo manager administers two, the API user reaches two.
      const editor = await t.http
        .post('/api/v1/auth/login')
        .send({ email: 'editor@example.org', password: demoPassword });
      expect(editor.status).toBe(200);
      expect(
        editor.body.user.publicationUserPermissions.map((p: { publicationName: string; role: string }) => [
          p.publicationName,
          p.role,
        ]),
      ).toEqual([
        ['Detroit Legal News', 'PUBLICATION_ADMIN'],
        ['Lansing State Journal', 'PUBLICATION_ADMIN'],
      ]);
      expect(editor.body.permissions.publications.edit).toBe(true);
      expect((await t.http.get('/api/v1/publications')).body.data).toHaveLength(6);
      const types = (await t.http.get('/api/v1/noticetypes')).body.data as Array<{
        name: string;
        fields: unknown[];
      }>;
      expect(types).toHaveLength(8);
      expect(types.find((x) => x.name === 'Mortgage Foreclosure')?.fields).toHaveLength(4);
      // Every demo notice carries the required fields of its type, so it opens in the editor ready to save.
      const missing = await t.db.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM notices n
         JOIN notice_type_fields f ON f.notice_type_id = n.notice_type_id AND f.required
         LEFT JOIN notice_field_values v ON v.notice_id = n.id AND v.field_id = f.id
         WHERE v.id IS NULL OR COALESCE(v.text, v.date::text, v.date_time::text, v.address::text) IS NULL`,
      );
      expect((await t.db.query('SELECT count(*)::int AS n FROM notices'))[0].n).toBeGreaterThan(200);
      expect(missing[0].n).toBe(0);
      // Most demo notices are charged, so the demo's billing reports have notices to count.
      const [charging] = await t.db.query<Array<{ charged: number; free: number }>>(
        'SELECT count(*) FILTER (WHERE NOT free)::int AS charged, count(*) FILTER (WHERE free)::int AS free FROM notices',
      );
      expect(charging.charged).toBeGreaterThan(charging.free * 5);
      expect(charging.free).toBeGreaterThan(0);
      const api = await t.db.query(
        "SELECT count(*)::int AS n FROM api_user_publications a JOIN users u ON u.id = a.user_id WHERE u.email = 'api@example.org'",
      );
      expect(api[0].n).toBe(2);
      // Without SMTP the mail is printed with its link and kept in the outbox.
      await t.http
        .post('/api/v1/auth/register')
        .send({ email: 'console@test.local', givenName: 'C', familyName: 'L' });
      await until(() => printed.some((p) => p.includes('to console@test.local')));
      expect(printed.join('\n')).toMatch(new RegExp(`${t.url}/verify/[A-Za-z0-9_-]{43}`));
    } finally {
      jest.restoreAllMocks();
      await t.close();
    }
  });
});
