import { Injectable } from '@nestjs/common';
import {
  canGrantFreeNotices,
  ErrorCode,
  holdsPublicationPermissions,
  isPublicationAdminRole,
  linksApiPublications,
  managedPublicationIds,
  needsAtLeastOnePublication,
  type SystemRole,
} from '@notices/common';
import { In, type EntityManager } from 'typeorm';
import type { PublicationAccess } from '../accounts/publication-access.loader';
import { AppException } from '../platform/app-exception';
import type { Caller } from '../platform/caller';
import { ApiUserPublication } from '../publications/api-user-publication.entity';
import { PublicationUserPermission } from '../publications/publication-user-permission.entity';
import { Publication } from '../publications/publication.entity';
import type { CreateUserDto } from './dto/user-input.dto';

export interface PermissionInput {
  publicationId: number;
  role: string;
  hasPermissionToPublish?: boolean;
}
export interface ApiPublicationInput {
  publicationId: number;
  allowFreeNotices?: boolean;
}
/** What a users create/edit sends; an absent list keeps the stored one. */
export interface PublicationInputs {
  publicationUserPermissions?: PermissionInput[];
  apiUserToPublications?: ApiPublicationInput[];
}

const bad = (field: string, code: ErrorCode) => AppException.badRequest(code, { [field]: code });
const PERMISSIONS = 'publicationUserPermissions';
const API = 'apiUserToPublications';

/**
 * Writes a user's publication permissions (managers) and API publications (API users) inside the
 * user's own transaction: rows of publications outside the actor's scope are kept as stored, a
 * publication admin's role does not change here, and roles, publishing and free notices must be allowed.
 */
@Injectable()
export class UserPublicationsWriter {
  async write(
    m: EntityManager,
    actor: Caller,
    target: { id: number; roles: SystemRole },
    input: PublicationInputs,
    stored: PublicationAccess,
  ): Promise<void> {
    await this.writePermissions(m, actor, target, input.publicationUserPermissions, stored);
    await this.writeApiPublications(m, actor, target, input.apiUserToPublications, stored);
  }

  private async writePermissions(
    m: EntityManager,
    actor: Caller,
    target: { id: number; roles: SystemRole },
    sent: PermissionInput[] | undefined,
    stored: PublicationAccess,
  ): Promise<void> {
    const current = stored.publicationUserPermissions;
    if (!holdsPublicationPermissions(target.roles)) {
      if (current.length) await m.delete(PublicationUserPermission, { userId: target.id });
      return;
    }
    const assignable = managedPublicationIds(actor);
    const inScope = (publicationId: number) => assignable === null || assignable.includes(publicationId);
    const wanted = sent ?? current;
    const seen = new Set<number>();
    const publications = await this.publications(
      m,
      wanted.map((p) => p.publicationId),
    );
    const final: PermissionInput[] = current.filter((p) => !inScope(p.publicationId));
    for (const [i, row] of wanted.entries()) {
      const at = `${PERMISSIONS}.${i}`;
      if (seen.has(row.publicationId)) throw bad(`${at}.publicationId`, ErrorCode.duplicatePublication);
      seen.add(row.publicationId);
      const before = current.find((p) => p.publicationId === row.publicationId);
      if (!inScope(row.publicationId)) {
        // Rows of publications the actor does not administer are kept as stored, never changed here.
        if (!before) throw bad(`${at}.publicationId`, ErrorCode.publicationNotAssignable);
        continue;
      }
      const publication = publications.get(row.publicationId);
      if (!publication || (!before && !publication.enabled))
        throw bad(`${at}.publicationId`, ErrorCode.publicationNotAssignable);
      const wasAdmin = isPublicationAdminRole(before?.role);
      if (wasAdmin !== isPublicationAdminRole(row.role))
        throw wasAdmin
          ? AppException.unprocessable(ErrorCode.cannotChangeRoleOfPublicationAdmin, {
              [`${at}.role`]: ErrorCode.cannotChangeRoleOfPublicationAdmin,
            })
          : bad(`${at}.role`, ErrorCode.exactlyOnePublicationAdmin);
      if (!publication.possibleRoles.includes(row.role)) throw bad(`${at}.role`, ErrorCode.roleNotPossible);
      if (row.hasPermissionToPublish && !publication.publishingEnabled)
        throw bad(`${at}.hasPermissionToPublish`, ErrorCode.publishingNotEnabled);
      final.push(row);
    }
    const removedAdmin = current.find(
      (p) => isPublicationAdminRole(p.role) && !final.some((f) => f.publicationId === p.publicationId),
    );
    if (removedAdmin) throw AppException.unprocessable(ErrorCode.cannotChangeRoleOfPublicationAdmin);
    // A SYSTEM_ADMIN may create a manager first and assign publications later (publication edit).
    if (needsAtLeastOnePublication(actor, target.roles) && final.length === 0)
      throw bad(PERMISSIONS, ErrorCode.atLeastOnePublication);

    const keep = final.map((f) => f.publicationId);
    const gone = current.filter((p) => !keep.includes(p.publicationId)).map((p) => p.id);
    if (gone.length) await m.delete(PublicationUserPermission, { id: In(gone) });
    for (const row of final) {
      const values = { role: row.role, hasPermissionToPublish: row.hasPermissionToPublish ?? false };
      const before = current.find((p) => p.publicationId === row.publicationId);
      if (before) await m.update(PublicationUserPermission, before.id, values);
      else
        await m.insert(PublicationUserPermission, {
          userId: target.id,
          publicationId: row.publicationId,
          ...values,
        });
    }
  }

  private async writeApiPublications(
    m: EntityManager,
    actor: Caller,
    target: { id: number; roles: SystemRole },
    sent: ApiPublicationInput[] | undefined,
    stored: PublicationAccess,
  ): Promise<void> {
    const current = stored.apiUserToPublications;
    if (!linksApiPublications(target.roles)) {
      if (current.length) await m.delete(ApiUserPublication, { userId: target.id });
      return;
    }
    const wanted = sent ?? current;
    if (needsAtLeastOnePublication(actor, target.roles) && wanted.length === 0)
      throw bad(API, ErrorCode.atLeastOnePublication);
    const publications = await this.publications(
      m,
      wanted.map((p) => p.publicationId),
    );
    const seen = new Set<number>();
    for (const [i, row] of wanted.entries()) {
      if (seen.has(row.publicationId)) throw bad(`${API}.${i}`, ErrorCode.duplicatePublication);
      seen.add(row.publicationId);
      const known = current.some((p) => p.publicationId === row.publicationId);
      const publication = publications.get(row.publicationId);
      if (!publication || (!known && !publication.enabled))
        throw bad(`${API}.${i}`, ErrorCode.publicationNotAssignable);
      const wasFree = current.find((p) => p.publicationId === row.publicationId)?.allowFreeNotices ?? false;
      if ((row.allowFreeNotices ?? false) !== wasFree && !canGrantFreeNotices(actor))
        throw new AppException(403, ErrorCode.freeNotAllowed, {
          [`${API}.${i}.allowFreeNotices`]: ErrorCode.freeNotAllowed,
        });
    }
    if (sent === undefined) return;
    await m.delete(ApiUserPublication, { userId: target.id });
    await m.insert(
      ApiUserPublication,
      wanted.map((row) => ({
        userId: target.id,
        publicationId: row.publicationId,
        allowFreeNotices: row.allowFreeNotices ?? false,
      })),
    );
  }

  private async publications(m: EntityManager, ids: number[]): Promise<Map<number, Publication>> {
    if (ids.length === 0) return new Map();
    const rows = await m.find(Publication, { where: { id: In(ids) } });
    return new Map(rows.map((p) => [p.id, p]));
  }
}

/** The publication lists of a users form, normalised (API publications may come as bare ids). */
export function publicationInputs(dto: CreateUserDto): PublicationInputs {
  return {
    publicationUserPermissions: dto.publicationUserPermissions?.map((p) => ({
      publicationId: p.publicationId,
      role: p.role,
      hasPermissionToPublish: p.hasPermissionToPublish ?? false,
    })),
    apiUserToPublications: dto.apiUserToPublications?.map((p) =>
      typeof p === 'number'
        ? { publicationId: p, allowFreeNotices: false }
        : { publicationId: p.publicationId, allowFreeNotices: p.allowFreeNotices ?? false },
    ),
  };
}
