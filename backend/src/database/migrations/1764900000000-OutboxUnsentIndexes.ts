import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `mail_outbox_unsent` and `sms_outbox_unsent` gauges count unsent messages at every scrape: a partial
 * index of the few unsent rows keeps that an index-only count however many sent messages the outbox keeps.
 */
export class OutboxUnsentIndexes1764900000000 implements MigrationInterface {
  name = 'OutboxUnsentIndexes1764900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['mail_outbox', 'sms_outbox'])
      await q.query(`CREATE INDEX ${table}_unsent ON ${table} (id) WHERE sent_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['mail_outbox', 'sms_outbox']) await q.query(`DROP INDEX ${table}_unsent`);
  }
}
