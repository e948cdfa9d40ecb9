import { QueryFailedError, type Repository } from 'typeorm';
import type { User } from './user.entity';

/** E-mail addresses are unique without regard to case (index users_email_lower). */
export function findUserByEmail(users: Repository<User>, email: string): Promise<User | null> {
  return users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
}

/** A PostgreSQL unique violation (23505), e.g. two requests racing for one e-mail address. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}
