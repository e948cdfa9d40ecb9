import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (only a keyed hash of the secret is stored), API sessions (short-lived, revoked with their key),
 * and billing reports with their lines captured at generation, so a report stays the same evidence later.
 */
export class ApiKeysBillingReports1764300000000 implements MigrationInterface {
  name = 'ApiKeysBillingReports1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id serial PRIMARY KEY,
        user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        client_id varchar(64) NOT NULL UNIQUE,
        -- HMAC-SHA256 (hex) of the secret under a key derived from JWT_SECRET: the secret itself is never stored.
        secret_hash varchar(128) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    // 'api' sessions come from the client-credentials grant; rotating the key revokes them.
    await q.query(
      `ALTER TABLE sessions ADD COLUMN kind varchar(8) NOT NULL DEFAULT 'login' CHECK (kind IN ('login','api'))`,
    );
    await q.query(
      `CREATE INDEX sessions_api_open ON sessions (user_id) WHERE kind = 'api' AND revoked_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE billing_reports (
        id serial PRIMARY KEY,
        publication_id integer NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
        payment_period_from timestamptz NOT NULL,
        payment_period_to timestamptz NOT NULL,
        notices_count integer NOT NULL DEFAULT 0,
        payment_method varchar(8) NOT NULL CHECK (payment_method IN ('CC','MANUAL')),
        payment_period varchar(8) NOT NULL CHECK (payment_period IN ('WEEK','MONTH')),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- One report per publication and period, whoever generates it and however often.
        CONSTRAINT billing_reports_period_unique UNIQUE (publication_id, payment_period_from, payment_period)
      )`);
    await q.query(`CREATE INDEX billing_reports_from ON billing_reports (payment_period_from)`);
    await q.query(`
      CREATE TABLE billing_report_lines (
        id serial PRIMARY KEY,
        report_id integer NOT NULL REFERENCES billing_reports(id) ON DELETE CASCADE,
        -- The notice's identity (its first version's id), the same for every version of it.
        notice_id integer NOT NULL,
        publication_date_id integer NOT NULL,
        day date NOT NULL,
        title varchar(255) NOT NULL
      )`);
    await q.query(`CREATE INDEX billing_report_lines_report ON billing_report_lines (report_id, day, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS billing_report_lines`);
    await q.query(`DROP TABLE IF EXISTS billing_reports`);
    await q.query(`DROP INDEX IF EXISTS sessions_api_open`);
    await q.query(`ALTER TABLE sessions DROP COLUMN IF EXISTS kind`);
    await q.query(`DROP TABLE IF EXISTS api_keys`);
  }
}
