import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock';
import { APP_CONFIG, deliveryConfig, type AppConfig, type DeliveryConfig } from '../config/config';
import { JobsService, type JobAttempt } from '../jobs/jobs.service';

/** Where a message stands (docs/mail-delivery.md). */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'not_configured'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One outbox and the job queue that delivers its rows. */
export interface Channel {
  table: 'mail_outbox' | 'sms_outbox';
  job: 'send-mail' | 'send-sms';
  /** Prefix of the job id, so a row's job is found again from its id (here and in SQL). */
  key: 'mail' | 'sms';
  /** The column that keeps the provider's id of a sent message, if the channel has one. */
  providerColumn?: 'provider_id';
}

export const MAIL_CHANNEL: Channel = { table: 'mail_outbox', job: 'send-mail', key: 'mail' };
export const SMS_CHANNEL: Channel = {
  table: 'sms_outbox',
  job: 'send-sms',
  key: 'sms',
  providerColumn: 'provider_id',
};

/** A refusal that no retry will change (an SMTP 5xx, an invalid phone number): the message is `failed` now. */
export class PermanentDeliveryError extends Error {}

/** What a channel does with one row: transmit it (answering the provider's id, if any) or print it. */
export interface Sender {
  /** False when the channel has no provider (SMTP_URL or SMS_PROVIDER unset): rows are printed and kept. */
  configured: boolean;
  transmit(id: number): Promise<string | null>;
  print(id: number): Promise<void>;
}

/**
 * The job of one outbox row has a fixed id, md5('<key>:<row id>') as a UUID: pg-boss inserts a job whose id
 * exists with ON CONFLICT DO NOTHING, so queuing the same row twice makes one job.
 */
export function deliveryJobId(channel: Channel, id: number): string {
  const hex = createHash('md5').update(`${channel.key}:${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A job active longer than this belongs to a process that died, and runs again: the wait of a message cut
 * short by a kill. One try lasts at most: SMTP (mail.service.ts, nodemailer) 30 s to connect, DNS, greeting
 * and TLS included (connectionTimeout bounds them all), then 60 s for a reply that stalls (socketTimeout);
 * SMS, 60 s for the whole HTTP call (sms.service.ts). That is 90 s, plus 30 s for the outbox writes and a
 * slow database. A batch's messages are sent side by side, so the batch of DELIVERY_BATCH fits as well.
 */
const DELIVERY_EXPIRE_SECONDS = 120;
/**
 * Messages a worker fetches at once and sends side by side (one relay connection each): with pg-boss's
 * pause after every fetch, one at a time delivered one message a second per instance.
 */
const DELIVERY_BATCH = 20;

/**
 * Delivery of the outboxes through pg-boss: the row and its job are written in the caller's transaction,
 * the job sends the row at least once and, short of one crash window, exactly once (docs/mail-delivery.md).
 */
@Injectable()
export class DeliveryQueue {
  private readonly logger = new Logger('Delivery');
  private readonly settings: DeliveryConfig;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.settings = config.delivery ?? deliveryConfig({});
  }

  /** Queues the delivery of a row the caller's transaction `m` has just written. */
  queue(m: EntityManager, channel: Channel, id: number): Promise<void> {
    return this.jobs.sendInTransaction(
      m,
      channel.job,
      { id },
      {
        id: deliveryJobId(channel, id),
        singletonKey: String(id),
        retryLimit: this.settings.retryLimit,
        retryDelay: this.settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: DELIVERY_EXPIRE_SECONDS,
      },
    );
  }

  /** Starts the channel's worker (with RUN_JOBS, or always when the delivery config says so). */
  register(channel: Channel, sender: Sender): Promise<void> {
    return this.jobs.register<{ id: number }>({
      name: channel.job,
      worker: this.settings.workers,
      pollingIntervalSeconds: 1,
      batchSize: DELIVERY_BATCH,
      expireInSeconds: DELIVERY_EXPIRE_SECONDS,
      retryLimit: this.settings.retryLimit,
      handler: ({ id }, attempt) => this.attempt(channel, sender, id, attempt),
    });
  }

  /** When each queued row's next try is due (pg-boss's start_after), by row id. */
  async nextAttempts(channel: Channel, ids: number[]): Promise<Map<number, Date>> {
    if (!ids.length) return new Map();
    await this.jobs.ready(channel.job);
    const byJob = new Map(ids.map((id) => [deliveryJobId(channel, id), id]));
    const rows = await this.dataSource.query<Array<{ id: string; start_after: Date }>>(
      `SELECT id, start_after FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state IN ('created', 'retry')`,
      [channel.job, [...byJob.keys()]],
    );
    return new Map(rows.map((r) => [byJob.get(r.id)!, r.start_after]));
  }

  private async attempt(channel: Channel, sender: Sender, id: number, attempt: JobAttempt): Promise<void> {
    const t = channel.table;
    if (!sender.configured) {
      const kept = await this.rows(
        `UPDATE ${t} SET status = 'not_configured' WHERE id = $1 AND sent_at IS NULL RETURNING id`,
        [id],
      );
      if (kept.length) await sender.print(id);
      return;
    }
    // Committed before the try: a process that dies while sending leaves `sending` for all to see.
    const claimed = await this.rows(
      `UPDATE ${t} SET status = 'sending', attempts = attempts + 1, last_attempt_at = $2
       WHERE id = $1 AND sent_at IS NULL RETURNING id`,
      [id, this.clock.now()],
    );
    if (!claimed.length) return; // sent already (a repeated job): nothing left to do
    try {
      const providerId = await sender.transmit(id);
      const provider = channel.providerColumn ? `, ${channel.providerColumn} = $3` : '';
      await this.rows(
        `UPDATE ${t} SET status = 'sent', sent_at = $2, last_error = NULL${provider} WHERE id = $1 RETURNING id`,
        channel.providerColumn ? [id, this.clock.now(), providerId] : [id, this.clock.now()],
      );
    } catch (error) {
      const message = (error as Error).message;
      const final = error instanceof PermanentDeliveryError || attempt.retryCount >= attempt.retryLimit;
      await this.rows(`UPDATE ${t} SET status = $2, last_error = $3 WHERE id = $1 RETURNING id`, [
        id,
        final ? 'failed' : 'queued',
        message.slice(0, 2000),
      ]);
      this.logger.warn(`${channel.key} #${id} try ${attempt.retryCount + 1} failed: ${message}`);
      if (!final) throw error; // pg-boss retries it after the backoff
    }
  }

  /** UPDATE … RETURNING through a CTE, so TypeORM answers the rows (not its [rows, count] pair). */
  private rows(sql: string, params: unknown[]): Promise<Array<{ id: number }>> {
    return this.dataSource.query(`WITH changed AS (${sql}) SELECT id FROM changed`, params);
  }
}
