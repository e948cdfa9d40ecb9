import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery through pg-boss jobs (docs/mail-delivery.md): each outbox row says where its message stands.
 * Rows from before keep what they were: sent, failed (tried and refused), else never tried (not configured).
 */
export class OutboxDelivery1764800000001 implements MigrationInterface {
  name = 'OutboxDelivery1764800000001';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['mail_outbox', 'sms_outbox']) {
      await q.query(`ALTER TABLE ${table}
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'queued',
        ADD COLUMN last_attempt_at timestamptz`);
      await q.query(`UPDATE ${table} SET status = CASE
        WHEN sent_at IS NOT NULL THEN 'sent' WHEN attempts > 0 THEN 'failed' ELSE 'not_configured' END`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['mail_outbox', 'sms_outbox'])
      await q.query(`ALTER TABLE ${table} DROP COLUMN status, DROP COLUMN last_attempt_at`);
  }
}
