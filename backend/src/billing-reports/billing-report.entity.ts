import { PAYMENT_METHODS, PAYMENT_PERIODS, type PaymentMethod, type PaymentPeriod } from '@notices/common';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { oneOf } from '../database/schema';
import { Publication, type Address, type Contact } from '../publications/publication.entity';

/** One publication's bill for one payment period, with the payment settings as they were then. */
@Entity('billing_reports')
@Check('billing_reports_payment_method_check', oneOf('payment_method', PAYMENT_METHODS))
@Check('billing_reports_payment_period_check', oneOf('payment_period', PAYMENT_PERIODS))
// One report per publication and period, whoever generates it and however often.
@Unique('billing_reports_period_unique', ['publicationId', 'paymentPeriodFrom', 'paymentPeriod'])
@Index('billing_reports_from', ['paymentPeriodFrom'])
export class BillingReport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'publication_id', type: 'integer' })
  publicationId: number;

  @ManyToOne(() => Publication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'publication_id' })
  publication?: Publication;

  @Column({ name: 'payment_period_from', type: 'timestamptz' })
  paymentPeriodFrom: Date;

  @Column({ name: 'payment_period_to', type: 'timestamptz' })
  paymentPeriodTo: Date;

  @Column({ name: 'notices_count', type: 'integer', default: 0 })
  noticesCount: number;

  @Column({ name: 'payment_method', type: 'varchar', length: 8 })
  paymentMethod: PaymentMethod;

  @Column({ name: 'payment_period', type: 'varchar', length: 8 })
  paymentPeriod: PaymentPeriod;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** The publication's price per charged notice when the report was made (cents); null: none was set. */
  @Column({ name: 'price_per_charged_notice_cents', type: 'integer', nullable: true })
  pricePerChargedNoticeCents: number | null;

  /** Where the bill went when it was made (billingAddressOf); null for reports made before it was kept. */
  @Column({ name: 'billing_address', type: 'jsonb', nullable: true })
  billingAddress: Address | null;

  /** Whom the bill went to when it was made (billingContactOf); null as above. */
  @Column({ name: 'billing_contact', type: 'jsonb', nullable: true })
  billingContact: Contact | null;
}

/** A published notice date billed by a report, captured when the report was made. */
@Entity('billing_report_lines')
@Index('billing_report_lines_report', ['reportId', 'day', 'id'])
export class BillingReportLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'report_id', type: 'integer' })
  reportId: number;

  @ManyToOne(() => BillingReport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id' })
  report?: BillingReport;

  /** The notice's identity: its first version's id (no foreign key: the line is evidence that outlives it). */
  @Column({ name: 'notice_id', type: 'integer' })
  noticeId: number;

  @Column({ name: 'publication_date_id', type: 'integer' })
  publicationDateId: number;

  /** The Detroit day it ran, 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** A date of a notice with charging disabled: listed and counted, never charged. */
  @Column({ type: 'boolean', default: false })
  free: boolean;
}
