import { Injectable } from '@nestjs/common';
import { PublicationRoles } from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ApiUserToPublicationDto, PublicationUserPermissionDto } from './dto/publication-access.dto';

export interface PublicationAccess {
  publicationUserPermissions: PublicationUserPermissionDto[];
  apiUserToPublications: ApiUserToPublicationDto[];
}

export const NO_PUBLICATION_ACCESS: PublicationAccess = {
  publicationUserPermissions: [],
  apiUserToPublications: [],
};

interface PermissionRow {
  id: number;
  user_id: number;
  user_email: string;
  user_full_name: string;
  role: string;
  has_permission_to_publish: boolean;
  publication_id: number;
  publication_name: string;
  publication_enabled: boolean;
}

/** Permission rows with the names the answers show, for a WHERE and an ORDER BY to follow. */
const PERMISSION_ROWS = `
  SELECT pup.id, pup.user_id, u.email AS user_email, u.full_name AS user_full_name, pup.role,
         pup.has_permission_to_publish, pup.publication_id, p.name AS publication_name,
         p.enabled AS publication_enabled
    FROM publication_user_permissions pup
    JOIN publications p ON p.id = pup.publication_id
    JOIN users u ON u.id = pup.user_id`;

interface ApiRow {
  user_id: number;
  publication_id: number;
  publication_name: string;
  publication_enabled: boolean;
  allow_free_notices: boolean;
}

/**
 * The one place that reads a user's publication permissions, for the guard, the login checks, the
 * permission map and the users API. Rows of deactivated publications are included (publicationEnabled
 * false): the permission table ignores them, the screens label them.
 */
@Injectable()
export class PublicationAccessLoader {
  constructor(private readonly dataSource: DataSource) {}

  async forUsers(
    userIds: number[],
    m: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, PublicationAccess>> {
    const answer = new Map<number, PublicationAccess>(userIds.map((id) => [id, this.empty()]));
    if (userIds.length === 0) return answer;
    const permissions: PermissionRow[] = await m.query(
      `${PERMISSION_ROWS}
        WHERE pup.user_id = ANY($1::int[])
        ORDER BY p.name, pup.id`,
      [userIds],
    );
    for (const r of permissions) answer.get(r.user_id)?.publicationUserPermissions.push(toPermission(r));
    const api: ApiRow[] = await m.query(
      `SELECT a.user_id, a.publication_id, p.name AS publication_name, p.enabled AS publication_enabled,
              a.allow_free_notices
         FROM api_user_publications a JOIN publications p ON p.id = a.publication_id
        WHERE a.user_id = ANY($1::int[])
        ORDER BY p.name, a.id`,
      [userIds],
    );
    for (const r of api)
      answer.get(r.user_id)?.apiUserToPublications.push({
        publicationId: r.publication_id,
        publicationName: r.publication_name,
        publicationEnabled: r.publication_enabled,
        allowFreeNotices: r.allow_free_notices,
      });
    return answer;
  }

  async forUser(userId: number, m?: EntityManager): Promise<PublicationAccess> {
    return (await this.forUsers([userId], m)).get(userId) ?? this.empty();
  }

  /** Every permission row of some publications (the publication answers' permission tables). */
  async forPublications(
    publicationIds: number[],
    m: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, PublicationUserPermissionDto[]>> {
    const answer = new Map<number, PublicationUserPermissionDto[]>(publicationIds.map((id) => [id, []]));
    if (publicationIds.length === 0) return answer;
    const rows: PermissionRow[] = await m.query(
      `${PERMISSION_ROWS}
        WHERE pup.publication_id = ANY($1::int[])
        ORDER BY (pup.role = $2) DESC, u.email, pup.id`,
      [publicationIds, PublicationRoles.PUBLICATION_ADMIN],
    );
    for (const r of rows) answer.get(r.publication_id)?.push(toPermission(r));
    return answer;
  }

  private empty(): PublicationAccess {
    return { publicationUserPermissions: [], apiUserToPublications: [] };
  }
}

function toPermission(r: PermissionRow): PublicationUserPermissionDto {
  return {
    id: r.id,
    userId: r.user_id,
    userEmail: r.user_email,
    userFullName: r.user_full_name,
    role: r.role,
    hasPermissionToPublish: r.has_permission_to_publish,
    publicationId: r.publication_id,
    publicationName: r.publication_name,
    publicationEnabled: r.publication_enabled,
  };
}
