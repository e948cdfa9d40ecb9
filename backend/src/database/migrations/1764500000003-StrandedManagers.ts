import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marks the managers blocked because all their publications were deactivated, so re-enabling one lifts
 * the block (ManagerBlocker.reconcile). Blocks from before cannot be told apart: a blocked manager
 * without an enabled publication is taken to be one of them.
 */
export class StrandedManagers1764500000003 implements MigrationInterface {
  name = 'StrandedManagers1764500000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN blocked_by_publications boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE users u SET blocked_by_publications = true
      WHERE u.status = 'blocked' AND u.roles = 'PUBLICATION_MANAGER'
        AND EXISTS (SELECT 1 FROM publication_user_permissions x WHERE x.user_id = u.id)
        AND NOT EXISTS (SELECT 1 FROM publication_user_permissions x JOIN publications p ON p.id = x.publication_id
                         WHERE x.user_id = u.id AND p.enabled)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN blocked_by_publications`);
  }
}
