import { Injectable } from '@nestjs/common';
import { ErrorCode, hasExactlyOnePublicationAdmin, holdsPublicationPermissions } from '@notices/common';
import { In, type EntityManager } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { User } from '../accounts/user.entity';
import { PublicationUserPermission } from './publication-user-permission.entity';
import type { Publication } from './publication.entity';

export interface PermissionWrite {
  userId: number;
  role: string;
  hasPermissionToPublish?: boolean;
}

const FIELD = 'publicationUserPermissions';
const bad = (field: string, code: ErrorCode) => AppException.badRequest(code, { [field]: code });

/** A publication's permission table: checks and the write, in the caller's transaction. */
@Injectable()
export class PublicationPermissionsWriter {
  /** Refuses the list unless it has exactly one PUBLICATION_ADMIN, managers only, possible roles, and publishing where enabled. */
  async check(
    m: EntityManager,
    publication: Pick<Publication, 'possibleRoles' | 'publishingEnabled'>,
    rows: PermissionWrite[],
  ): Promise<void> {
    if (!hasExactlyOnePublicationAdmin(rows)) throw bad(FIELD, ErrorCode.exactlyOnePublicationAdmin);
    const ids = rows.map((r) => r.userId);
    const users = ids.length ? await m.find(User, { where: { id: In(ids) } }) : [];
    const seen = new Set<number>();
    for (const [i, row] of rows.entries()) {
      const at = `${FIELD}.${i}`;
      if (seen.has(row.userId)) throw bad(`${at}.userId`, ErrorCode.duplicateUser);
      seen.add(row.userId);
      if (!holdsPublicationPermissions(users.find((u) => u.id === row.userId)?.roles))
        throw bad(`${at}.userId`, ErrorCode.notPublicationManager);
      if (!publication.possibleRoles.includes(row.role)) throw bad(`${at}.role`, ErrorCode.roleNotPossible);
      if (row.hasPermissionToPublish && !publication.publishingEnabled)
        throw bad(`${at}.hasPermissionToPublish`, ErrorCode.publishingNotEnabled);
    }
  }

  /** Makes the stored rows equal `rows`; kept rows keep their ids. */
  async replace(m: EntityManager, publicationId: number, rows: PermissionWrite[]): Promise<void> {
    const stored = await m.find(PublicationUserPermission, { where: { publicationId } });
    const gone = stored.filter((s) => !rows.some((r) => r.userId === s.userId)).map((s) => s.id);
    if (gone.length) await m.delete(PublicationUserPermission, { id: In(gone) });
    for (const row of rows) {
      const values = { role: row.role, hasPermissionToPublish: row.hasPermissionToPublish ?? false };
      const existing = stored.find((s) => s.userId === row.userId);
      if (existing) await m.update(PublicationUserPermission, existing.id, values);
      else await m.insert(PublicationUserPermission, { publicationId, userId: row.userId, ...values });
    }
  }
}
