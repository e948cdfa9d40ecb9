import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { SessionService } from '../auth/session.service';
import { User } from './user.entity';

/**
 * A publication manager whose publications are all deactivated is blocked and their sessions end
 * (site-accounts-users §4), in the transaction of the write that caused it.
 */
@Injectable()
export class ManagerBlocker {
  constructor(
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  /** Blocks those of `userIds` (or every manager of `publicationId`) left with no enabled publication; answers their ids. */
  async blockStranded(
    m: EntityManager,
    actor: AuditActor | null,
    scope: { userIds: number[] } | { publicationId: number },
  ): Promise<number[]> {
    const filter =
      'userIds' in scope
        ? { sql: 'u.id = ANY($1::int[])', param: scope.userIds }
        : {
            sql: 'u.id IN (SELECT user_id FROM publication_user_permissions WHERE publication_id = $1)',
            param: scope.publicationId,
          };
    const rows: Array<{ id: number }> = await m.query(
      `SELECT u.id FROM users u
        WHERE ${filter.sql} AND u.roles = 'PUBLICATION_MANAGER' AND u.status = 'active'
          AND EXISTS (SELECT 1 FROM publication_user_permissions x WHERE x.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM publication_user_permissions x JOIN publications p ON p.id = x.publication_id
                           WHERE x.user_id = u.id AND p.enabled)
        FOR UPDATE OF u`,
      [filter.param],
    );
    for (const { id } of rows) {
      await m.update(User, id, { status: 'blocked' });
      await this.sessions.revokeAllOf(id, 'blocked', undefined, m);
      await this.audit.record(m, actor, 'block', 'user', id, { status: 'active' }, { status: 'blocked' });
    }
    return rows.map((r) => r.id);
  }
}
