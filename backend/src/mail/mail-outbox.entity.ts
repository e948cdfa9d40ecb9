import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryStatus } from './delivery';

/** Every message the product sends, kept so a SYSTEM_ADMIN can read what went out (or would have). */
@Entity('mail_outbox')
// Descending, which TypeORM cannot write: the Foundation migration is its source.
@Index('mail_outbox_created', { synchronize: false }) // (created_at DESC)
// The unsent few, for the mail_outbox_unsent gauge (migration OutboxUnsentIndexes).
@Index('mail_outbox_unsent', ['id'], { where: 'sent_at IS NULL' })
export class MailOutbox {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  recipient: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody: string;

  @Column({ type: 'jsonb', default: {} })
  headers: Record<string, string>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** Where delivery stands (docs/mail-delivery.md); `sending` left behind means a try was cut short. */
  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status: DeliveryStatus;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;
}
