import { AlertDelivery } from '../../src/alerts/alert-delivery.service';
import { AlertFanout } from '../../src/alerts/alert-fanout.service';
import { alertMail, alertSms } from '../../src/alerts/alert-mail';
import { AlertMatcher, INDEXED_BATCH } from '../../src/alerts/alert-matcher';
import { MailService } from '../../src/mail/mail.service';
import { startTwilioStandIn, type TwilioStandIn } from '../../../testkit/twilio-stand-in';
import { bearer, TestApp } from '../support/app';
import {
  createNoticeType,
  day,
  noticeBody,
  publishNoticeToday,
  setDateSettings,
  type TypeIds,
} from '../support/notice-fixtures';
import { seedNotice } from '../support/search-fixtures';

async function until(check: () => boolean, timeoutMs = 15000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('alerts', () => {
  let t: TestApp;
  let stub: TwilioStandIn;
  let type: TypeIds;
  let pub: number;
  let admin: Record<string, string>;
  let email: string;
  let userAuth: Record<string, string>;
  beforeAll(async () => {
    stub = await startTwilioStandIn();
    t = await TestApp.start({
      sms: {
        provider: 'twilio',
        apiBase: stub.url,
        twilio: { accountSid: 'AC123', authToken: 'secret', from: '+15175550000' },
      },
    });
    type = await createNoticeType(t);
    pub = (await t.createPublication({ countyIds: [33] })).id;
    admin = bearer((await t.admin()).token);
    const { user, token } = await t.userWithSession();
    email = user.email;
    userAuth = bearer(token);
    await t.db.query("UPDATE users SET phone = '517-555-0199' WHERE id = $1", [user.id]);
    await setDateSettings(t, false, true);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const deliver = () => t.app.get(AlertDelivery).run();
  /** Publishes, then runs the fan-out (jobs are off in tests: what the worker does after the commit). */
  const publishToday = async (title: string) => {
    const id = await publishNoticeToday(t, admin, type, pub, title);
    await t.app.get(AlertFanout).run();
    return id;
  };
  const save = (body: object) => t.http.post('/api/v1/savedsearches').set(userAuth).send(body);

  it('queues one alert per search, notice and channel when published; e-mail with unsubscribe headers and SMS', async () => {
    const search = (await save({ name: 'Walrus alerts', for: 'walrus', textNotificationsEnabled: true }))
      .body;
    const other = (await save({ name: 'Nothing', for: 'platypus' })).body;
    const noticeId = await publishToday('Notice about the walrus sale');
    const rows = await t.db.query(
      'SELECT saved_search_id, notice_id, channel FROM alert_outbox ORDER BY channel',
    );
    expect(rows).toEqual([
      { saved_search_id: search.id, notice_id: noticeId, channel: 'email' },
      { saved_search_id: search.id, notice_id: noticeId, channel: 'sms' },
    ]);
    expect(rows.some((r: { saved_search_id: number }) => r.saved_search_id === other.id)).toBe(false);
    expect(await deliver()).toBe(2);
    const mail = await t.mail.lastTo(email);
    expect(mail.text).toContain('Walrus alerts');
    expect(mail.text).toContain(`${t.url}/notices/${noticeId}`);
    // No range and no dates is every date: the link says so, or the site would open this week only.
    expect(mail.text).toContain(`See all results: ${t.url}/?for=walrus&dateRange=all`);
    const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const headers = mail.text.replace(/\r?\n[ \t]+/g, ' '); // unfold folded header lines
    expect(headers).toContain(`List-Unsubscribe: <${t.url}/api/v1/savedsearches/unsubscribe/${token}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await until(() => stub.received.length > 0); // the text goes out from its job, like the mail
    expect(stub.received).toHaveLength(1);
    expect(stub.received[0].path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(stub.received[0].auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(stub.received[0].form.get('To')).toBe('+15175550199');
    expect(stub.received[0].form.get('From')).toBe('+15175550000');
    expect(stub.received[0].form.get('Body')).toContain('1 new notice matches');
    expect(stub.received[0].form.get('Body')).toContain(`${t.url}/?for=walrus&dateRange=all`);
    // A second run finds nothing to send.
    expect(await deliver()).toBe(0);
    expect(t.mail.mails.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(1);

    // Unsubscribe: the page's GET, then the one-click POST turns both channels off.
    const info = await t.http.get(`/api/v1/savedsearches/unsubscribe/${token}`);
    expect(info.body).toEqual({
      name: 'Walrus alerts',
      notificationsEnabled: true,
      textNotificationsEnabled: true,
    });
    const off = await t.http
      .post(`/api/v1/savedsearches/unsubscribe/${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ name: 'Walrus alerts' });
    const after = await t.http.get(`/api/v1/savedsearches/${search.id}`).set(userAuth);
    expect(after.body).toMatchObject({ notificationsEnabled: false, textNotificationsEnabled: false });
    await publishToday('Another walrus notice');
    expect(await t.db.query('SELECT 1 FROM alert_outbox WHERE delivered_at IS NULL')).toEqual([]);
  });

  it("links open the saved search's dates: a range as saved, every date explicitly (also for older rows)", () => {
    const to = { email: 'a@test.local', name: 'Ann' };
    const link = (query: string) =>
      /See all results: (\S+)/.exec(
        alertMail('https://site.test', to, { name: 'S', query }, [], 'tok').text,
      )![1];
    expect(link('for=foreclosure&dateRange=all')).toBe('https://site.test/?for=foreclosure&dateRange=all');
    expect(link('for=foreclosure')).toBe('https://site.test/?for=foreclosure&dateRange=all');
    expect(link('for=foreclosure&dateRange=lm')).toBe('https://site.test/?for=foreclosure&dateRange=lm');
    expect(link('from=2026-01-01&type=3')).toBe('https://site.test/?from=2026-01-01&type=3');
    const html = alertMail('https://site.test', to, { name: 'S', query: 'area=33' }, [], 'tok').html;
    expect(html).toContain('href="https://site.test/?area=33&amp;dateRange=all"');
    expect(alertSms('https://site.test', { name: 'S', query: 'area=33' }, 2)).toContain(
      'https://site.test/?area=33&dateRange=all',
    );
  });

  it('exactly once across a crash in the middle of delivery', async () => {
    await save({ name: 'Heron one', for: 'heron' });
    await save({ name: 'Heron two', for: 'heron', area: [33] });
    await publishToday('Great heron nesting hearing');
    await publishToday('Heron rookery ordinance');
    const mailService = t.app.get(MailService);
    const real = mailService.record.bind(mailService);
    let calls = 0;
    const spy = jest.spyOn(mailService, 'record').mockImplementation(async (m, message) => {
      if (++calls === 2) throw new Error('killed mid-delivery');
      return real(m, message);
    });
    await expect(deliver()).rejects.toThrow('killed mid-delivery');
    spy.mockRestore();
    await deliver();
    await deliver();
    const heron = await t.db.query(
      `SELECT subject FROM mail_outbox WHERE subject LIKE '%Heron%' ORDER BY subject`,
    );
    expect(heron.map((m: { subject: string }) => m.subject)).toEqual([
      '2 new notices match your saved search "Heron one"',
      '2 new notices match your saved search "Heron two"',
    ]);
    const counts = await t.db.query(
      `SELECT saved_search_id, notice_id, channel, count(*)::int AS n FROM alert_outbox GROUP BY 1, 2, 3 HAVING count(*) > 1`,
    );
    expect(counts).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM alert_outbox WHERE delivered_at IS NULL')).toEqual([]);
  });

  it('matches filters, date ranges and custom fields', async () => {
    const byField = (await save({ name: 'Doe this month', f: [type.text], v: ['doe'], dateRange: 'tm' }))
      .body;
    const wrongArea = (await save({ name: 'Kent only', area: [41] })).body;
    const id = await publishToday('Osprey notice');
    const rows = await t.db.query('SELECT saved_search_id FROM alert_outbox WHERE notice_id = $1', [id]);
    const searches = rows.map((r: { saved_search_id: number }) => r.saved_search_id);
    expect(searches).toContain(byField.id);
    expect(searches).not.toContain(wrongArea.id);
  });

  it('links a notice corrected since the match to its newest published version, never to a draft', async () => {
    await save({ name: 'Kingfisher', for: 'kingfisher' });
    await save({ name: 'Plover', for: 'plover' });
    const corrected = await publishToday('Kingfisher pond hearing');
    const drafted = await publishToday('Plover beach hearing');
    const newVersion = (id: number, publishNewVersion: boolean) =>
      t.http
        .put(`/api/v1/admin/notices/${id}`)
        .set(admin)
        .send(
          noticeBody(t, type, pub, {
            free: true,
            createNewVersion: true,
            publishNewVersion,
            publicationDates: [{ date: day(t, publishNewVersion ? 0 : 3) }],
          }),
        );
    const v2 = await newVersion(corrected, true);
    expect([v2.status, v2.body.status]).toEqual([200, 'P']);
    expect((await newVersion(drafted, false)).status).toBe(200);
    await deliver();
    const mailOf = async (name: string) => {
      await until(() => t.mail.mails.some((m) => m.subject.includes(`"${name}"`)));
      return t.mail.mails.find((m) => m.subject.includes(`"${name}"`))!.text;
    };
    const kingfisher = await mailOf('Kingfisher');
    expect(kingfisher).toContain(`${t.url}/notices/${v2.body.id}`);
    expect(kingfisher).not.toContain(`${t.url}/notices/${corrected}`);
    expect(await mailOf('Plover')).toContain(`${t.url}/notices/${drafted}`);
  });

  it('pairs notices with searches on their rarest condition: the same alerts for small and large batches', async () => {
    const kent = (await t.createPublication({ countyIds: [41] })).id;
    const otherType = await createNoticeType(t);
    const ids: Record<string, number> = {};
    for (const [name, body] of Object.entries({
      'Kent county': { area: [41] },
      'Kent paper': { pub: [kent] },
      'Other type': { type: otherType.id },
      Pelican: { for: 'pelican' },
      'Pelican crossing': { for: '"pelican crossing"' },
      'Pelican, no crossing': { for: 'pelican -crossing' },
      'Egret or ibis': { for: 'egret or ibis' },
      'Pelican in Kent': { for: 'pelican', area: [41] },
      // Row-checked: custom fields and dates are the search's own WHERE.
      'Roe field': { f: [type.text], v: ['roe'] },
      'Pelican this week': { for: 'pelican', dateRange: 'tw' },
      'Pelican in 2020': { for: 'pelican', from: '2020-01-01', to: '2020-12-31' },
      Everything: {},
    }))
      ids[name] = (await save({ name, ...body })).body.id;
    const keys = await t.db.query(
      `SELECT name, match_keys AS keys, match_exact AS exact FROM saved_searches WHERE id = ANY($1) ORDER BY name`,
      [Object.values(ids)],
    );
    expect(keys).toEqual([
      { name: 'Egret or ibis', keys: ['egret', 'ibi'], exact: true },
      { name: 'Everything', keys: ['*'], exact: false },
      { name: 'Kent county', keys: ['county 41'], exact: false },
      { name: 'Kent paper', keys: [`pub ${kent}`], exact: false },
      { name: 'Other type', keys: [`type ${otherType.id}`], exact: false },
      { name: 'Pelican', keys: ['pelican'], exact: true },
      { name: 'Pelican crossing', keys: ['pelican'], exact: false },
      { name: 'Pelican in 2020', keys: ['pelican'], exact: true },
      { name: 'Pelican in Kent', keys: ['pelican'], exact: true },
      { name: 'Pelican this week', keys: ['pelican'], exact: true },
      { name: 'Pelican, no crossing', keys: ['pelican'], exact: false },
      { name: 'Roe field', keys: ['*'], exact: false },
    ]);

    const today = day(t, 0);
    const notice = (title: string, publicationId = pub, typeId = type.id, roe = false) =>
      seedNotice(t, {
        title,
        content: 'Notice is hereby given.',
        publicationId,
        typeId,
        dates: [today],
        fields: roe ? [{ fieldId: type.text, text: 'Jane Roe' }] : [],
      });
    const notices = [
      await notice('Pelican crossing ahead', pub, type.id, true),
      await notice('Pelican seen near the crossing', kent),
      await notice('Pelican nesting season'),
      await notice('Egret and ibis count'),
      await notice('Ibis survey', pub, otherType.id),
    ];
    // Enough quiet notices that the whole batch takes the large-batch path.
    while (notices.length <= INDEXED_BATCH) notices.push(await notice('Quiet notice'));
    const titled = (...titles: string[]) => titles.sort();
    const all = titled(
      'Pelican crossing ahead',
      'Pelican seen near the crossing',
      'Pelican nesting season',
      'Egret and ibis count',
      'Ibis survey',
      ...Array<string>(notices.length - 5).fill('Quiet notice'),
    );
    const expected = {
      'Egret or ibis': titled('Egret and ibis count', 'Ibis survey'),
      Everything: all,
      'Kent county': titled('Pelican seen near the crossing'),
      'Kent paper': titled('Pelican seen near the crossing'),
      'Other type': titled('Ibis survey'),
      Pelican: titled('Pelican crossing ahead', 'Pelican seen near the crossing', 'Pelican nesting season'),
      // The words apart do not make the phrase.
      'Pelican crossing': titled('Pelican crossing ahead'),
      'Pelican in Kent': titled('Pelican seen near the crossing'),
      'Pelican, no crossing': titled('Pelican nesting season'),
      'Roe field': titled('Pelican crossing ahead'),
      'Pelican this week': titled(
        'Pelican crossing ahead',
        'Pelican seen near the crossing',
        'Pelican nesting season',
      ),
    };

    /** What queue() writes for these searches, batch by batch, rolled back. */
    const alertsFor = async (batches: number[][]) => {
      const rollback = new Error('rollback');
      const found: Record<string, string[]> = {};
      await t.db
        .transaction(async (m) => {
          for (const batch of batches) await t.app.get(AlertMatcher).queue(m, batch);
          const rows: Array<{ name: string; title: string; channel: string }> = await m.query(
            `SELECT s.name, n.title, a.channel FROM alert_outbox a
             JOIN saved_searches s ON s.id = a.saved_search_id JOIN notices n ON n.id = a.notice_id
             WHERE a.saved_search_id = ANY($1) AND a.notice_id = ANY($2)`,
            [Object.values(ids), notices],
          );
          for (const r of rows)
            (found[r.name] ??= []).push(`${r.title}${r.channel === 'email' ? '' : ' (sms)'}`);
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
      for (const titles of Object.values(found)) titles.sort();
      return found;
    };
    expect(await alertsFor([notices])).toEqual(expected);
    expect(await alertsFor(notices.map((id) => [id]))).toEqual(expected);
  });
});
