import {
  GENDERS,
  SYSTEM_ROLES,
  USER_STATUSES,
  type Gender,
  type SystemRole,
  type UserStatus,
} from '@notices/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { oneOf } from '../database/schema';

/** A person with one system role (table `users`, Foundation migration). */
@Entity('users')
@Check('users_roles_check', oneOf('roles', SYSTEM_ROLES))
@Check('users_status_check', oneOf('status', USER_STATUSES))
@Check('users_gender_check', oneOf('gender', GENDERS))
// E-mail addresses are unique whatever their case: an expression index, beyond TypeORM (Foundation migration).
@Index('users_email_lower', { synchronize: false })
@Index('users_oidc_subject', ['oidcSubject'], { unique: true, where: 'oidc_subject IS NOT NULL' })
@Index('users_created_at', ['createdAt'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ name: 'given_name', type: 'varchar', length: 255, default: '' })
  givenName: string;

  @Column({ name: 'family_name', type: 'varchar', length: 255, default: '' })
  familyName: string;

  @Column({ name: 'full_name', type: 'varchar', length: 511, default: '' })
  fullName: string;

  @Column({ type: 'varchar', length: 32 })
  roles: SystemRole;

  @Column({ type: 'varchar', length: 16, default: 'not_verified' })
  status: UserStatus;

  /** Blocked because every publication of theirs was deactivated (not by an administrator): re-enabling one unblocks. */
  @Column({ name: 'blocked_by_publications', type: 'boolean', default: false })
  blockedByPublications: boolean;

  /** argon2id hash; null until the first password is set (or for accounts that only sign in via OIDC). */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  phone: string | null;

  @Column({ name: 'postal_code', type: 'varchar', length: 255, nullable: true })
  postalCode: string | null;

  /** `date` columns come back as 'YYYY-MM-DD' strings, which is also what the API answers. */
  @Column({ name: 'birth_date', type: 'date', nullable: true })
  birthDate: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  industry: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  gender: Gender | null;

  @Column({ name: 'allow_free_notices', type: 'boolean', default: false })
  allowFreeNotices: boolean;

  @Column({ name: 'picture_url', type: 'varchar', length: 1024, nullable: true })
  pictureUrl: string | null;

  @Column({ type: 'boolean', default: false })
  consent: boolean;

  @Column({ name: 'consent_at', type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ name: 'oidc_subject', type: 'varchar', length: 255, nullable: true })
  oidcSubject: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
