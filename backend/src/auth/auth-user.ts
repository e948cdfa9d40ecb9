import type { PermissionSubject, SystemRole } from '@notices/common';
import type { User } from '../users/user.entity';
import type { ApiUserToPublicationDto, PublicationUserPermissionDto } from '../users/dto/user-response.dto';

/** The signed-in caller as the guard leaves it on the request: the user, the session, and what the permission table needs. */
export interface AuthUser extends PermissionSubject {
  id: number;
  roles: SystemRole;
  user: User;
  sessionId: string;
  publicationUserPermissions: PublicationUserPermissionDto[];
  apiUserToPublications: ApiUserToPublicationDto[];
}
