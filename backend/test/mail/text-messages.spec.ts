import { Logger } from '@nestjs/common';
import { SmsService } from '../../src/sms/sms.service';
import { startTwilioStandIn, type TwilioAnswer, type TwilioStandIn } from '../../../testkit/twilio-stand-in';
import { bearer, TestApp } from '../support/app';
import { until } from '../support/child-app-fixtures';

/** Numbers Twilio's stand-in answers: sent, refused for good (400), refused for now (503). */
const SENT = '+15175550101';
const REFUSED = '+15175550102';
const BUSY = '+15175550103';

/** Twilio's stand-in answers by the recipient's number. */
const answerByNumber: TwilioAnswer = (to) =>
  to === REFUSED
    ? [400, { message: 'The To number is not a valid phone number.' }]
    : to === BUSY
      ? [503, { message: 'Service unavailable' }]
      : [201, { sid: 'SM0123456789' }];

interface Shown {
  id: number;
  recipient: string;
  body: string;
  status: string;
  attempts: number;
  sentAt: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  providerId: string | null;
}

describe('text messages in the back office (GET admin/text_messages)', () => {
  let t: TestApp;
  let stub: TwilioStandIn;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};
  const path = '/api/v1/admin/text_messages';

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    stub = await startTwilioStandIn(answerByNumber);
    t = await TestApp.start({
      sms: {
        provider: 'twilio',
        apiBase: stub.url,
        twilio: { accountSid: 'AC123', authToken: 'secret', from: '+15175550000' },
      },
      delivery: { retryLimit: 3, retryDelaySeconds: 60, workers: true },
    });
    admin = bearer((await t.admin()).token);
    const sms = t.app.get(SmsService);
    for (const [name, to] of Object.entries({ SENT, REFUSED, BUSY }))
      ids[name] = await t.db.transaction((m) => sms.record(m, to, `Alert for ${name}`));
    const status = async (id: number) =>
      (
        (await t.db.query('SELECT status, attempts FROM sms_outbox WHERE id = $1', [id])) as Array<{
          status: string;
          attempts: number;
        }>
      )[0];
    await until(async () => (await status(ids.SENT)).status === 'sent', 30_000, 'the accepted text sent');
    await until(
      async () => (await status(ids.REFUSED)).status === 'failed',
      30_000,
      'the refused text failed',
    );
    await until(
      async () => {
        const busy = await status(ids.BUSY);
        return busy.status === 'queued' && busy.attempts === 1;
      },
      30_000,
      'the busy text waiting for its next try',
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stub.close();
    jest.restoreAllMocks();
  });

  const get = async (url: string, auth = admin) => t.http.get(url).set(auth);

  it('lists every text message with where its delivery stands, newest first', async () => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1 });
    expect(res.body.data.map((m: Shown) => m.id)).toEqual([ids.BUSY, ids.REFUSED, ids.SENT]);
    const byId = new Map<number, Shown>(res.body.data.map((m: Shown) => [m.id, m]));
    expect(byId.get(ids.SENT)).toMatchObject({
      recipient: SENT,
      body: 'Alert for SENT',
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      providerId: 'SM0123456789',
    });
    expect(byId.get(ids.REFUSED)).toMatchObject({
      status: 'failed',
      attempts: 1,
      sentAt: null,
      nextAttemptAt: null,
      lastError: 'Twilio 400: The To number is not a valid phone number.',
      providerId: null,
    });
    const busy = byId.get(ids.BUSY)!;
    expect(busy).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(busy.lastError).toBe('Twilio 503: Service unavailable');
    // Retried with backoff from 60 s: the next try is well after the first.
    expect(Date.parse(busy.nextAttemptAt!) - Date.parse(busy.lastAttemptAt!)).toBeGreaterThan(30_000);
  });

  it('filters by delivery status and sorts by recipient', async () => {
    const failed = await get(`${path}?filters[status][$eq]=failed`);
    expect(failed.body.data.map((m: Shown) => m.id)).toEqual([ids.REFUSED]);
    expect(failed.body.total).toBe(1);
    const waiting = await get(`${path}?filters[status][$in]=queued,sending`);
    expect(waiting.body.data.map((m: Shown) => m.id)).toEqual([ids.BUSY]);
    const sorted = await get(`${path}?_sort=recipient&_order=ASC&per=2`);
    expect(sorted.body.data.map((m: Shown) => m.recipient)).toEqual([SENT, REFUSED]);
    expect(sorted.body).toMatchObject({ total: 3, per: 2 });
  });

  it('shows one text message, and 404 for an id that does not exist', async () => {
    const shown = await get(`${path}/${ids.SENT}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: ids.SENT,
      recipient: SENT,
      status: 'sent',
      providerId: 'SM0123456789',
    });
    expect(shown.body.sentAt).not.toBeNull();
    const busy = await get(`${path}/${ids.BUSY}`);
    expect(busy.body.nextAttemptAt).not.toBeNull();
    const missing = await get(`${path}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('not_found');
  });

  it.each([
    ['a page size out of range', `${path}?per=0`],
    ['an unknown sort column', `${path}?_sort=password`],
    ['an unknown filter column', `${path}?filters[phone][$eq]=1`],
    ['a bad date filter', `${path}?filters[createdAt][$gt]=yesterday`],
    ['an id that is not one', `${path}/1.5`],
  ])('answers 400 for %s', async (_name, url) => {
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation_failed');
    expect(Object.keys(res.body.errors ?? {})).not.toHaveLength(0);
  });

  it('is for system administrators only: 401 without a session, 403 for every other role', async () => {
    for (const url of [path, `${path}/${ids.SENT}`]) {
      expect((await t.http.get(url)).status).toBe(401);
      for (const roles of ['PUBLIC_USER', 'API_USER', 'PUBLICATION_MANAGER'] as const) {
        const { token } = await t.userWithSession({ roles });
        const res = await get(url, bearer(token));
        expect(res.status).toBe(403);
        expect(res.body).not.toHaveProperty('data');
      }
    }
  });
});
