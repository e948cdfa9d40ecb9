import { MigrationInterface, QueryRunner } from 'typeorm';

/** Alerts are matched after the publishing transaction commits: its published notices wait here (ADR 014). */
export class AlertFanout1764800000002 implements MigrationInterface {
  name = 'AlertFanout1764800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE alert_fanout (
      id bigserial PRIMARY KEY,
      notice_ids integer[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz
    )`);
    await q.query(`CREATE INDEX alert_fanout_pending ON alert_fanout (id) WHERE done_at IS NULL`);
    // Notices are never deleted: the key to them cascaded nothing, and its check and index slowed every alert.
    await q.query(`ALTER TABLE alert_outbox DROP CONSTRAINT alert_outbox_notice_id_fkey`);
    await q.query(`DROP INDEX alert_outbox_notice`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX alert_outbox_notice ON alert_outbox (notice_id)`);
    await q.query(`ALTER TABLE alert_outbox ADD CONSTRAINT alert_outbox_notice_id_fkey
      FOREIGN KEY (notice_id) REFERENCES notices (id) ON DELETE CASCADE`);
    await q.query(`DROP TABLE alert_fanout`);
  }
}
