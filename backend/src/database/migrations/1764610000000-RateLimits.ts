import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counters of rate-limiter-flexible's PostgreSQL store (sign-in failures, e-mail requests), shared
 * by every API process and kept across restarts. The library's own layout (key, points, expire in epoch
 * milliseconds), with a text key because keys hold an e-mail address and an IP address.
 */
export class RateLimits1764610000000 implements MigrationInterface {
  name = 'RateLimits1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`);
    // The library deletes rows expired an hour ago every five minutes.
    await q.query(`CREATE INDEX rate_limits_expire ON rate_limits (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}
