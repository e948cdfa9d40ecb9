import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryStatus } from '../mail/delivery';

/** Every text message the product sends (or, with the `log` provider, would have). Used through SQL (sms.service.ts). */
@Entity('sms_outbox')
// The unsent few, for the sms_outbox_unsent gauge (migration OutboxUnsentIndexes).
@Index('sms_outbox_unsent', ['id'], { where: 'sent_at IS NULL' })
export class SmsOutbox {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  recipient: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'provider_id', type: 'varchar', length: 64, nullable: true })
  providerId: string | null;

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
