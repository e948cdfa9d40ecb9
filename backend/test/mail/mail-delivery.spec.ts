import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { deliveryJobId, DeliveryQueue, MAIL_CHANNEL } from '../../src/mail/delivery';
import { MailService } from '../../src/mail/mail.service';
import { bearer, TestApp } from '../support/app';

/**
 * An SMTP relay that refuses the first `refusals` messages (a temporary 451 unless told), then keeps the rest;
 * `holdMs` delays its answer to each message.
 */
async function flakyRelay(refusals: number, code = 451, holdMs = 0) {
  const tries: Array<{ at: number; messageId: string; accepted: boolean }> = [];
  const behaviour = { refusals };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        const messageId = /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const accepted = tries.length >= behaviour.refusals;
        tries.push({ at: Date.now(), messageId, accepted });
        setTimeout(() => {
          if (accepted) return callback();
          callback(Object.assign(new Error('try again later'), { responseCode: code }));
        }, holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    tries,
    behaviour,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 30000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const register = (t: TestApp, email: string) =>
  t.http.post('/api/v1/auth/register').send({ email, givenName: 'Mail', familyName: 'Test' }).expect(201);

const outboxRow = async (t: TestApp, recipient: string) =>
  (
    await t.db.query(
      `SELECT id, status, attempts, sent_at, last_error, last_attempt_at FROM mail_outbox WHERE recipient = $1`,
      [recipient],
    )
  )[0] as
    | {
        id: number;
        status: string;
        attempts: number;
        sent_at: Date | null;
        last_error: string | null;
        last_attempt_at: Date | null;
      }
    | undefined;

describe('mail delivery through pg-boss jobs', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('retries a relay that refuses twice with backoff, then delivers once, with one Message-ID', async () => {
    const relay = await flakyRelay(2);
    const t = await TestApp.start({
      smtpUrl: relay.url,
      delivery: { retryLimit: 4, retryDelaySeconds: 1, workers: true },
    });
    try {
      const admin = bearer((await t.admin()).token);
      await register(t, 'flaky@test.local');
      // After the first refusal the Mailbox says it waits for its next try, and why.
      await until(async () => (await outboxRow(t, 'flaky@test.local'))?.last_error != null);
      const { id } = (await outboxRow(t, 'flaky@test.local'))!;
      await until(async () => {
        const shown = (await t.http.get(`/api/v1/admin/mailbox/${id}`).set(admin)).body;
        return shown.status === 'queued' && shown.nextAttemptAt !== null;
      });
      const waiting = (await t.http.get(`/api/v1/admin/mailbox/${id}`).set(admin)).body;
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
      expect(waiting.lastError).toMatch(/try again later/);
      expect(Date.parse(waiting.nextAttemptAt)).toBeGreaterThan(Date.parse(waiting.lastAttemptAt));

      await until(async () => (await outboxRow(t, 'flaky@test.local'))?.status === 'sent');
      await new Promise((resolve) => setTimeout(resolve, 3000)); // nothing more comes
      expect(relay.tries.map((x) => x.accepted)).toEqual([false, false, true]);
      // Backoff: at least 1 s after the first refusal, at least 2 s after the second.
      expect(relay.tries[1].at - relay.tries[0].at).toBeGreaterThanOrEqual(1000);
      expect(relay.tries[2].at - relay.tries[1].at).toBeGreaterThanOrEqual(2000);
      const messageIds = new Set(relay.tries.map((x) => x.messageId));
      expect(messageIds.size).toBe(1);
      expect([...messageIds][0]).toMatch(new RegExp(`^<outbox-${id}\\.\\d+@127\\.0\\.0\\.1>$`));
      const sent = (await t.http.get(`/api/v1/admin/mailbox/${id}`).set(admin)).body;
      expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
      expect(sent.sentAt).not.toBeNull();
      const list = await t.http.get('/api/v1/admin/mailbox?filters[status][$eq]=sent').set(admin);
      expect(list.body.data.map((m: { id: number }) => m.id)).toContain(id);
    } finally {
      await t.close();
      await relay.stop();
    }
  }, 60_000);

  it('marks a message failed when the relay refuses it for good (5xx), without retrying; re-sent by hand', async () => {
    const relay = await flakyRelay(99, 550);
    const t = await TestApp.start({
      smtpUrl: relay.url,
      delivery: { retryLimit: 4, retryDelaySeconds: 1, workers: true },
    });
    try {
      await register(t, 'nobody@test.local');
      await until(async () => (await outboxRow(t, 'nobody@test.local'))?.status === 'failed');
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(relay.tries).toHaveLength(1);
      const row = (await outboxRow(t, 'nobody@test.local'))!;
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });

      // docs/mail-delivery.md, "Re-sending by hand", word for word.
      relay.behaviour.refusals = 0;
      await t.db.transaction(async (m) => {
        await m.query(
          `DELETE FROM pgboss.job WHERE name = 'send-mail' AND id = md5('mail:' || $1)::uuid
          AND state <> 'active'`,
          [row.id],
        );
        await m.query(
          `INSERT INTO pgboss.job (name, id, data, singleton_key, retry_limit, retry_delay, retry_backoff, expire_in, policy)
          VALUES ('send-mail', md5('mail:' || $1)::uuid, jsonb_build_object('id', $1::int), $1::text, 10, 60, true, interval '2 minutes', 'standard')`,
          [row.id],
        );
        await m.query(
          `UPDATE mail_outbox SET status = 'queued', last_error = NULL WHERE id = $1 AND sent_at IS NULL`,
          [row.id],
        );
      });
      await until(async () => (await outboxRow(t, 'nobody@test.local'))?.status === 'sent');
      expect(relay.tries.map((x) => x.accepted)).toEqual([false, true]);
    } finally {
      await t.close();
      await relay.stop();
    }
  }, 30_000);

  it('marks a message failed once its retries are used up', async () => {
    const relay = await flakyRelay(99);
    const t = await TestApp.start({
      smtpUrl: relay.url,
      delivery: { retryLimit: 1, retryDelaySeconds: 1, workers: true },
    });
    try {
      await register(t, 'tired@test.local');
      await until(async () => (await outboxRow(t, 'tired@test.local'))?.status === 'failed');
      expect(await outboxRow(t, 'tired@test.local')).toMatchObject({ attempts: 2, sent_at: null });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(relay.tries).toHaveLength(2);
    } finally {
      await t.close();
      await relay.stop();
    }
  }, 30_000);

  it('shows a try under way as sending, committed before the relay answers', async () => {
    const relay = await flakyRelay(0, 451, 2500);
    const t = await TestApp.start({ smtpUrl: relay.url });
    try {
      await register(t, 'slow@test.local');
      await until(async () => relay.tries.length === 1);
      expect(await outboxRow(t, 'slow@test.local')).toMatchObject({
        status: 'sending',
        attempts: 1,
        sent_at: null,
      });
      await until(async () => (await outboxRow(t, 'slow@test.local'))?.status === 'sent');
    } finally {
      await t.close();
      await relay.stop();
    }
  }, 30_000);

  it('records nothing and queues nothing when the transaction rolls back; a row is queued and sent once', async () => {
    const t = await TestApp.start();
    try {
      const mail = t.app.get(MailService);
      const message = {
        recipient: 'rollback@test.local',
        subject: 'Never',
        text: 'never',
        html: '<p>never</p>',
      };
      let recorded = 0;
      await expect(
        t.db.transaction(async (m) => {
          recorded = await mail.record(m, message);
          throw new Error('the request failed after recording its mail');
        }),
      ).rejects.toThrow('the request failed');
      expect(recorded).toBeGreaterThan(0);
      const jobOf = (id: number) =>
        t.db.query(`SELECT state FROM pgboss.job WHERE name = 'send-mail' AND id = $1`, [
          deliveryJobId(MAIL_CHANNEL, id),
        ]);
      expect(await t.db.query('SELECT 1 FROM mail_outbox WHERE id = $1', [recorded])).toEqual([]);
      expect(await jobOf(recorded)).toEqual([]);

      // The same with a commit: one row, one job, one message.
      const id = await t.db.transaction((m) =>
        mail.record(m, { ...message, recipient: 'commit@test.local' }),
      );
      expect(await jobOf(id)).toHaveLength(1);
      // Its expiry, the wait of a message cut short by a kill: the SMTP timeouts plus a margin (delivery.ts).
      const [{ expireSeconds }] = await t.db.query(
        `SELECT extract(epoch FROM expire_in)::int AS "expireSeconds" FROM pgboss.job WHERE id = $1`,
        [deliveryJobId(MAIL_CHANNEL, id)],
      );
      expect(expireSeconds).toBe(120);
      await t.mail.lastTo('commit@test.local');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(t.mail.mails.filter((x) => x.to.includes('rollback@test.local'))).toEqual([]);

      // Queuing the row again adds no job (its id is fixed); a new job for a sent row sends nothing.
      const delivery = t.app.get(DeliveryQueue);
      await t.db.transaction((m) => delivery.queue(m, MAIL_CHANNEL, id));
      expect(await jobOf(id)).toHaveLength(1);
      await t.db.query(`DELETE FROM pgboss.job WHERE name = 'send-mail' AND id = $1`, [
        deliveryJobId(MAIL_CHANNEL, id),
      ]);
      await t.db.transaction((m) => delivery.queue(m, MAIL_CHANNEL, id));
      await until(async () => (await jobOf(id))[0]?.state === 'completed');
      expect(t.mail.mails.filter((x) => x.to.includes('commit@test.local'))).toHaveLength(1);
      expect(await outboxRow(t, 'commit@test.local')).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await t.close();
    }
  }, 30_000);

  it('sends a burst side by side, a refused message failing alone: 40 messages in seconds, not one a second', async () => {
    const relay = await flakyRelay(1, 451); // the first message that reaches it is refused, once
    const t = await TestApp.start({
      smtpUrl: relay.url,
      delivery: { retryLimit: 3, retryDelaySeconds: 1, workers: true },
    });
    try {
      const mail = t.app.get(MailService);
      const recipients = Array.from({ length: 40 }, (_, i) => `burst-${i}@test.local`);
      const started = Date.now();
      await t.db.transaction(async (m) => {
        for (const recipient of recipients)
          await mail.record(m, { recipient, subject: 'Burst', text: 'burst', html: '<p>burst</p>' });
      });
      const sent = async () =>
        Number(
          (
            await t.db.query(
              `SELECT count(*) AS n FROM mail_outbox WHERE recipient LIKE 'burst-%' AND status = 'sent'`,
            )
          )[0].n,
        );
      // One job a fetch (pg-boss pauses a second after each) needed 40 s for this.
      await until(async () => (await sent()) === 40, 15_000);
      expect(Date.now() - started).toBeLessThan(15_000);
      // The refused one was tried again alone; every other one was sent on its first try.
      const attempts = await t.db.query(
        `SELECT attempts, count(*)::int AS n FROM mail_outbox WHERE recipient LIKE 'burst-%' GROUP BY 1 ORDER BY 1`,
      );
      expect(attempts).toEqual([
        { attempts: 1, n: 39 },
        { attempts: 2, n: 1 },
      ]);
      const received = relay.tries.filter((x) => x.accepted).length;
      expect(received).toBe(40);
    } finally {
      await t.close();
      await relay.stop();
    }
  }, 40_000);

  it('without SMTP_URL prints the message, keeps it and shows it as not configured', async () => {
    const printed: string[] = [];
    jest
      .spyOn(Logger.prototype, 'log')
      .mockImplementation((message: unknown) => void printed.push(String(message)));
    const t = await TestApp.start({ smtpUrl: null, logLevel: 'log' });
    try {
      await register(t, 'printed@test.local');
      await until(async () => (await outboxRow(t, 'printed@test.local'))?.status === 'not_configured');
      expect(await outboxRow(t, 'printed@test.local')).toMatchObject({ attempts: 0, sent_at: null });
      // The row is marked first, then read again and printed: on a loaded machine the line comes a moment
      // after the status (the race that failed CI once), so wait for it too.
      const line = 'to printed@test.local (kept in the outbox, SMTP_URL unset)';
      await until(async () => printed.some((p) => p.includes(line)), 10_000);
      expect(printed.some((p) => p.includes(line))).toBe(true);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('with RUN_JOBS=false and no delivery worker, leaves the message queued for an instance that runs jobs', async () => {
    const t = await TestApp.start({ delivery: { retryLimit: 4, retryDelaySeconds: 1, workers: false } });
    try {
      await register(t, 'later@test.local');
      const { id } = (await outboxRow(t, 'later@test.local'))!;
      const admin = bearer((await t.admin()).token);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const shown = (await t.http.get(`/api/v1/admin/mailbox/${id}`).set(admin)).body;
      expect(shown).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });
      expect(shown.nextAttemptAt).not.toBeNull();
      expect(t.mail.mails).toEqual([]);
    } finally {
      await t.close();
    }
  }, 30_000);
});
