import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed certificates of publication as downloaded: kept, old ones too, so a certificate is
 * found again by its SHA-256; each records the log state it was made for (last entry, checkpoint size).
 */
export class NoticeCertificates1764700000001 implements MigrationInterface {
  name = 'NoticeCertificates1764700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notice_certificates (
        id serial PRIMARY KEY,
        root_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
        last_entry_index bigint NOT NULL,
        tree_size bigint NOT NULL,
        sha256 char(64) NOT NULL,
        pdf bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notice_certificates_root ON notice_certificates (root_id, id)`);
    await q.query(`CREATE INDEX notice_certificates_sha256 ON notice_certificates (sha256)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notice_certificates`);
  }
}
