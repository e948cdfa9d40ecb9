import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** One back-office write: who, when, which record, and each changed field before and after. */
@Entity('audit_log')
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
