import { MigrationInterface, QueryRunner } from 'typeorm';
import { MICHIGAN_COUNTIES } from '../michigan-counties';

/** Accounts, sessions, one-time tokens, the mail outbox, system settings and Michigan's counties. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(255) NOT NULL,
        given_name varchar(255) NOT NULL DEFAULT '',
        family_name varchar(255) NOT NULL DEFAULT '',
        full_name varchar(511) NOT NULL DEFAULT '',
        roles varchar(32) NOT NULL CHECK (roles IN ('SYSTEM_ADMIN','PUBLICATION_MANAGER','API_USER','PUBLIC_USER')),
        status varchar(16) NOT NULL DEFAULT 'not_verified' CHECK (status IN ('not_verified','active','blocked')),
        password_hash varchar(255),
        phone varchar(12),
        postal_code varchar(255),
        birth_date date,
        company varchar(255),
        industry varchar(255),
        gender varchar(8) CHECK (gender IN ('female','male')),
        allow_free_notices boolean NOT NULL DEFAULT false,
        picture_url varchar(1024),
        consent boolean NOT NULL DEFAULT false,
        consent_at timestamptz,
        oidc_subject varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`);
    await q.query(
      `CREATE UNIQUE INDEX users_oidc_subject ON users (oidc_subject) WHERE oidc_subject IS NOT NULL`,
    );
    await q.query(`CREATE INDEX users_created_at ON users (created_at)`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason varchar(32),
        ip varchar(64),
        user_agent varchar(512)
      )`);
    await q.query(`CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL`);

    await q.query(`
      CREATE TABLE auth_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('activation','resetPassword')),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_tokens_user ON auth_tokens (user_id, kind)`);

    await q.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        recipient varchar(255) NOT NULL,
        subject varchar(255) NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC)`);

    await q.query(`
      CREATE TABLE system_settings (
        name varchar(64) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `INSERT INTO system_settings (name, value) VALUES ('pastDatesEnabled', 'false'), ('currentDateEnabled', 'false')`,
    );

    await q.query(`
      CREATE TABLE counties (
        id integer PRIMARY KEY,
        name varchar(255) NOT NULL,
        alias varchar(255) NOT NULL UNIQUE,
        state char(2) NOT NULL
      )`);
    const values = MICHIGAN_COUNTIES.map(
      (_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}, 'MI')`,
    ).join(', ');
    await q.query(`INSERT INTO counties (id, name, alias, state) VALUES ${values}`, MICHIGAN_COUNTIES.flat());
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['counties', 'system_settings', 'mail_outbox', 'auth_tokens', 'sessions', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
