import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';

/**
 * Text messages go through `sms_outbox`, like mail: recorded in the caller's transaction, delivered after
 * it commits — through Twilio's REST API when SMS_PROVIDER=twilio, else printed and kept in the outbox.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async record(m: EntityManager, recipient: string, body: string): Promise<number> {
    const [row] = await m.query<Array<{ id: number }>>(
      'INSERT INTO sms_outbox (recipient, body, created_at) VALUES ($1, $2, $3) RETURNING id',
      [recipient, body, this.clock.now()],
    );
    return row.id;
  }

  /** Sends a recorded message once; never throws (a failure is kept in last_error for the next sweep). */
  async deliver(id: number): Promise<void> {
    const [sms] = await this.dataSource.query<
      Array<{ recipient: string; body: string; sent_at: Date | null }>
    >('SELECT recipient, body, sent_at FROM sms_outbox WHERE id = $1', [id]);
    if (!sms || sms.sent_at) return;
    const twilio = this.config.sms.twilio;
    if (!twilio) {
      this.logger.log(`SMS #${id} to ${sms.recipient} (kept in the outbox, SMS_PROVIDER unset): ${sms.body}`);
      return;
    }
    try {
      const response = await fetch(
        `${this.config.sms.apiBase}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            Authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: sms.recipient, From: twilio.from, Body: sms.body }).toString(),
        },
      );
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok) throw new Error(`Twilio ${response.status}: ${answer.message ?? 'error'}`);
      await this.dataSource.query(
        'UPDATE sms_outbox SET sent_at = $2, provider_id = $3, attempts = attempts + 1, last_error = NULL WHERE id = $1',
        [id, this.clock.now(), answer.sid ?? null],
      );
    } catch (error) {
      this.logger.warn(`SMS #${id} failed: ${(error as Error).message}`);
      await this.dataSource
        .query('UPDATE sms_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
          id,
          String((error as Error).message).slice(0, 2000),
        ])
        .catch(() => undefined);
    }
  }
}
