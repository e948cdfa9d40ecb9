import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DeliveryQueue, PermanentDeliveryError, SMS_CHANNEL } from '../mail/delivery';

/**
 * Text messages go through `sms_outbox`, like mail: recorded with their `send-sms` job in the caller's
 * transaction, delivered by the job through Twilio's REST API when SMS_PROVIDER=twilio, else printed and kept.
 */
@Injectable()
export class SmsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly delivery: DeliveryQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.delivery.register(SMS_CHANNEL, {
      configured: this.config.sms.twilio !== null,
      transmit: (id) => this.transmit(id),
      print: (id) => this.print(id),
    });
  }

  async record(m: EntityManager, recipient: string, body: string): Promise<number> {
    const [row] = await m.query<Array<{ id: number }>>(
      'INSERT INTO sms_outbox (recipient, body, created_at) VALUES ($1, $2, $3) RETURNING id',
      [recipient, body, this.clock.now()],
    );
    await this.delivery.queue(m, SMS_CHANNEL, row.id);
    return row.id;
  }

  private async message(id: number): Promise<{ recipient: string; body: string }> {
    const [sms] = await this.dataSource.query<Array<{ recipient: string; body: string }>>(
      'SELECT recipient, body FROM sms_outbox WHERE id = $1',
      [id],
    );
    return sms;
  }

  /** Answers Twilio's message id. */
  private async transmit(id: number): Promise<string | null> {
    const sms = await this.message(id);
    const twilio = this.config.sms.twilio!;
    const response = await fetch(
      `${this.config.sms.apiBase}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: sms.recipient, From: twilio.from, Body: sms.body }).toString(),
        signal: AbortSignal.timeout(60_000),
      },
    );
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
    if (response.ok) return answer.sid ?? null;
    const error = `Twilio ${response.status}: ${answer.message ?? 'error'}`;
    // A 4xx other than 429 (a bad number, a refused account) stays the same on every retry.
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new PermanentDeliveryError(error);
    throw new Error(error);
  }

  private async print(id: number): Promise<void> {
    const sms = await this.message(id);
    this.logger.log(`SMS #${id} to ${sms.recipient} (kept in the outbox, SMS_PROVIDER unset): ${sms.body}`);
  }
}
