import { MigrationInterface, QueryRunner } from 'typeorm';

/** The OIDC callback hands the browser a one-time code kept in auth_tokens as kind `oauthLogin`. */
export class OauthLoginTokens1763900000000 implements MigrationInterface {
  name = 'OauthLoginTokens1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT IF EXISTS auth_tokens_kind_check`);
    await q.query(
      `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check CHECK (kind IN ('activation','resetPassword','oauthLogin'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth_tokens WHERE kind = 'oauthLogin'`);
    await q.query(`ALTER TABLE auth_tokens DROP CONSTRAINT IF EXISTS auth_tokens_kind_check`);
    await q.query(
      `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check CHECK (kind IN ('activation','resetPassword'))`,
    );
  }
}
