import { Injectable } from '@nestjs/common';

/** A publication manager's role in one publication, as the API answers it (spec §3). */
export interface PublicationUserPermissionView {
  id: number;
  userId: number;
  userEmail: string;
  role: string;
  hasPermissionToPublish: boolean;
  publicationId: number;
  publicationName: string;
  publicationEnabled: boolean;
}

/** An API user's access to one publication (spec §3). */
export interface ApiUserToPublicationView {
  publicationId: number;
  publicationName: string;
  allowFreeNotices: boolean;
}

export interface PublicationAccess {
  publicationUserPermissions: PublicationUserPermissionView[];
  apiUserToPublications: ApiUserToPublicationView[];
}

export const NO_PUBLICATION_ACCESS: PublicationAccess = {
  publicationUserPermissions: [],
  apiUserToPublications: [],
};

/**
 * The one place that reads a user's publication permissions, for the guard, the login checks and the
 * users API. Publications do not exist yet: every user has none.
 * TODO(publications issue): read the publication permission and API-user tables here.
 */
@Injectable()
export class PublicationAccessLoader {
  async forUsers(userIds: number[]): Promise<Map<number, PublicationAccess>> {
    return new Map(userIds.map((id) => [id, this.empty()]));
  }

  async forUser(userId: number): Promise<PublicationAccess> {
    return (await this.forUsers([userId])).get(userId) ?? this.empty();
  }

  private empty(): PublicationAccess {
    return { publicationUserPermissions: [], apiUserToPublications: [] };
  }
}
