import type { SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import type { User } from './user.entity';

/**
 * Which users the actor may see and manage through admin/users. A SYSTEM_ADMIN sees everyone.
 * A publication admin should see the users who share one of their publications; publications do not
 * exist yet, so for now they see nobody (never another user's data).
 * TODO(publications issue): widen to users holding a permission on a publication the actor administers.
 */
export function visibleUserScope(
  actor: AuthUser,
): (qb: SelectQueryBuilder<User>, alias: string) => SelectQueryBuilder<User> {
  if (actor.roles === 'SYSTEM_ADMIN') return (qb) => qb;
  return (qb) => qb.andWhere('1 = 0');
}
