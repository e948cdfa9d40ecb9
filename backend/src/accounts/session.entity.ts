import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { oneOf } from '../database/schema';
import { User } from './user.entity';

/** A server-side sign-in session; the JWT only points at it (`sid`), so ending a session is one UPDATE. */
@Entity('sessions')
@Check('sessions_kind_check', oneOf('kind', ['login', 'api']))
@Index('sessions_user', ['userId'], { where: 'revoked_at IS NULL' })
@Index('sessions_api_open', ['userId'], { where: "kind = 'api' AND revoked_at IS NULL" })
export class Session {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_reason', type: 'varchar', length: 32, nullable: true })
  revokedReason: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  /** 'api': opened by the client-credentials grant (short-lived, revoked when the key is rotated). */
  @Column({ type: 'varchar', length: 8, default: 'login' })
  kind: 'login' | 'api';
}
