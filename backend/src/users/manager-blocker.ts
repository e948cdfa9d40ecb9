import { Injectable } from '@nestjs/common';
import { SystemRoles } from '@notices/common';
import type { EntityManager } from 'typeorm';
import { SessionService } from '../accounts/session.service';
import { User } from '../accounts/user.entity';
import { AuditService, type AuditActor } from '../audit/audit.service';

type Scope = { userIds: number[] } | { publicationId: number };

/**
 * A publication manager whose publications are all deactivated is blocked and their sessions end
 * in the transaction of the write that caused it. Such a block is marked, so
 * the write that gives them an active publication again (re-enabling one, or a new permission) lifts it;
 * a block by an administrator stays until an administrator lifts it.
 */
@Injectable()
export class ManagerBlocker {
  constructor(
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  /** Blocks or unblocks those of `userIds` (or the managers of `publicationId`) as their publications now say. */
  async reconcile(m: EntityManager, actor: AuditActor | null, scope: Scope): Promise<void> {
    await this.blockStranded(m, actor, scope);
    await this.unblockRestored(m, actor, scope);
  }

  /** Blocks those left with no enabled publication. */
  private async blockStranded(m: EntityManager, actor: AuditActor | null, scope: Scope): Promise<void> {
    const filter = scopeFilter(scope);
    const rows: Array<{ id: number }> = await m.query(
      `SELECT u.id FROM users u
        WHERE ${filter.sql} AND u.roles = $2 AND u.status = 'active'
          AND EXISTS (SELECT 1 FROM publication_user_permissions x WHERE x.user_id = u.id)
          AND NOT ${HAS_ENABLED_PUBLICATION}
        FOR UPDATE OF u`,
      [filter.param, SystemRoles.PUBLICATION_MANAGER],
    );
    for (const { id } of rows) {
      await m.update(User, id, { status: 'blocked', blockedByPublications: true });
      await this.sessions.revokeAllOf(id, 'blocked', undefined, m);
      await this.audit.record(m, actor, 'block', 'user', id, { status: 'active' }, { status: 'blocked' });
    }
  }

  /** Unblocks those blocked for want of a publication who have an enabled one again. */
  private async unblockRestored(m: EntityManager, actor: AuditActor | null, scope: Scope): Promise<void> {
    const filter = scopeFilter(scope);
    const rows: Array<{ id: number }> = await m.query(
      `SELECT u.id FROM users u
        WHERE ${filter.sql} AND u.roles = $2 AND u.status = 'blocked'
          AND u.blocked_by_publications AND ${HAS_ENABLED_PUBLICATION}
        FOR UPDATE OF u`,
      [filter.param, SystemRoles.PUBLICATION_MANAGER],
    );
    for (const { id } of rows) {
      await m.update(User, id, { status: 'active', blockedByPublications: false });
      await this.audit.record(m, actor, 'unblock', 'user', id, { status: 'blocked' }, { status: 'active' });
    }
  }
}

const HAS_ENABLED_PUBLICATION = `EXISTS (SELECT 1 FROM publication_user_permissions x
  JOIN publications p ON p.id = x.publication_id WHERE x.user_id = u.id AND p.enabled)`;

function scopeFilter(scope: Scope): { sql: string; param: number[] | number } {
  return 'userIds' in scope
    ? { sql: 'u.id = ANY($1::int[])', param: scope.userIds }
    : {
        sql: 'u.id IN (SELECT user_id FROM publication_user_permissions WHERE publication_id = $1)',
        param: scope.publicationId,
      };
}
