import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * One back-office write: who, when, which record, and each changed field before and after. No foreign key
 * to users: the log outlives the accounts it names (hence actor_email). The indexes are descending, which
 * TypeORM cannot write: the Publications migration is their source.
 */
@Entity('audit_log')
@Index('audit_log_entity', { synchronize: false }) // (entity_type, entity_id, created_at DESC)
@Index('audit_log_created', { synchronize: false }) // (created_at DESC, id DESC)
@Index('audit_log_actor', { synchronize: false }) // (actor_id, created_at DESC)
export class AuditEntry {
  /** bigserial: comes back from pg as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 255, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  @Column({ name: 'entity_type', type: 'varchar', length: 32 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'integer' })
  entityId: number;

  @Column({ type: 'jsonb', default: {} })
  changes: AuditChanges;
}
