import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Kinds of one-time tokens: the two e-mailed ones plus the OIDC hand-over code. */
export type OneTimeTokenKind = 'activation' | 'resetPassword' | 'oauthLogin';

/** A one-time token; only its SHA-256 is stored, so a database leak reveals no usable link. */
@Entity('auth_tokens')
export class AuthToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: OneTimeTokenKind;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
