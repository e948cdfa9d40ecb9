import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { oneOf } from '../database/schema';
import { MailOutbox } from '../mail/mail-outbox.entity';
import { Notice } from '../notices/notice.entity';
import { SavedSearch } from '../saved-searches/saved-search.entity';

/**
 * One alert due: a saved search matched a notice, to be sent by one channel. The unique key makes
 * "exactly one alert" a database fact. Written and read with SQL (alert-matcher.ts, alert-delivery.service.ts).
 */
@Entity('alert_outbox')
@Check('alert_outbox_channel_check', oneOf('channel', ['email', 'sms']))
@Unique('alert_outbox_once', ['savedSearchId', 'noticeId', 'channel'])
@Index('alert_outbox_pending', ['savedSearchId', 'channel'], { where: 'delivered_at IS NULL' })
@Index('alert_outbox_mail', ['mailId'], { where: 'mail_id IS NOT NULL' })
export class AlertOutbox {
  /** bigserial: comes back from pg as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'saved_search_id', type: 'integer' })
  savedSearchId: number;

  @ManyToOne(() => SavedSearch, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'saved_search_id' })
  savedSearch?: SavedSearch;

  @Column({ name: 'notice_id', type: 'integer' })
  noticeId: number;

  /**
   * No foreign key (ADR 014): notices are never deleted, the row is written from the notice itself, and the
   * key's check cost a fifth of writing an alert.
   */
  @ManyToOne(() => Notice, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'notice_id' })
  notice?: Notice;

  @Column({ type: 'varchar', length: 5 })
  channel: 'email' | 'sms';

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** The message that carried it (null when skipped: notifications were turned off meanwhile). */
  @Column({ name: 'mail_id', type: 'integer', nullable: true })
  mailId: number | null;

  @ManyToOne(() => MailOutbox, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mail_id' })
  mail?: MailOutbox;

  @Column({ name: 'sms_id', type: 'integer', nullable: true })
  smsId: number | null;
}
