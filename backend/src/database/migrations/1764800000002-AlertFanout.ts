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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE alert_fanout`);
  }
}
