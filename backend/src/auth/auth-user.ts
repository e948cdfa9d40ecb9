import type { PermissionSubject, SystemRole } from '@notices/common';
import type { User } from '../users/user.entity';
import type {
  ApiUserToPublicationView,
  PublicationUserPermissionView,
} from '../users/publication-access.loader';

/** The signed-in caller as the guard leaves it on the request: the user, the session, and what the permission table needs. */
export interface AuthUser extends PermissionSubject {
  id: number;
  roles: SystemRole;
  user: User;
  sessionId: string;
  publicationUserPermissions: PublicationUserPermissionView[];
  apiUserToPublications: ApiUserToPublicationView[];
}
