import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../database/schema';
import { User } from './user.entity';

/** Kinds of one-time tokens: the two e-mailed ones plus the OIDC hand-over code. */
export const ONE_TIME_TOKEN_KINDS = ['activation', 'resetPassword', 'oauthLogin'] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** A one-time token; only its SHA-256 is stored, so a database leak reveals no usable link. */
@Entity('auth_tokens')
@Check('auth_tokens_kind_check', oneOf('kind', ONE_TIME_TOKEN_KINDS))
@Index('auth_tokens_user', ['userId', 'kind'])
export class AuthToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  kind: OneTimeTokenKind;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
