import { managedPublicationIds } from '@notices/common';
import type { SelectQueryBuilder } from 'typeorm';
import type { User } from '../accounts/user.entity';
import type { Caller } from '../platform/caller';

/**
 * Which users the actor may see and manage through admin/users. A SYSTEM_ADMIN sees everyone; a
 * publication admin sees themselves and the users holding a permission in a publication they administer
 * (never users of other publications); anyone else sees nobody.
 */
export function visibleUserScope(
  actor: Caller,
): (qb: SelectQueryBuilder<User>, alias: string) => SelectQueryBuilder<User> {
  const administered = managedPublicationIds(actor);
  if (administered === null) return (qb) => qb;
  if (administered.length === 0) return (qb) => qb.andWhere('1 = 0');
  return (qb, alias) =>
    qb.andWhere(
      `(${alias}.id = :scopeActor OR ${alias}.id IN (SELECT vs.user_id FROM publication_user_permissions vs WHERE vs.publication_id IN (:...scopePublications)))`,
      { scopeActor: actor.id, scopePublications: administered },
    );
}
