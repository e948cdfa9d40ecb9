import { MigrationInterface, QueryRunner } from 'typeorm';

/** The SHA-256 of each attachment's bytes, recorded when its upload is completed (older files: null). */
export class AttachmentHash1764600000000 implements MigrationInterface {
  name = 'AttachmentHash1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notice_attachments ADD COLUMN sha256 char(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notice_attachments DROP COLUMN sha256`);
  }
}
