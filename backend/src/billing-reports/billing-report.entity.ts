import type { PaymentMethod, PaymentPeriod } from '@notices/common';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One publication's bill for one payment period, with the payment settings as they were then. */
@Entity('billing_reports')
export class BillingReport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'publication_id', type: 'integer' })
  publicationId: number;

  @Column({ name: 'payment_period_from', type: 'timestamptz' })
  paymentPeriodFrom: Date;

  @Column({ name: 'payment_period_to', type: 'timestamptz' })
  paymentPeriodTo: Date;

  @Column({ name: 'notices_count', type: 'integer' })
  noticesCount: number;

  @Column({ name: 'payment_method', type: 'varchar', length: 8 })
  paymentMethod: PaymentMethod;

  @Column({ name: 'payment_period', type: 'varchar', length: 8 })
  paymentPeriod: PaymentPeriod;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A published notice date billed by a report, captured when the report was made. */
@Entity('billing_report_lines')
export class BillingReportLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'report_id', type: 'integer' })
  reportId: number;

  /** The notice's identity: its first version's id. */
  @Column({ name: 'notice_id', type: 'integer' })
  noticeId: number;

  @Column({ name: 'publication_date_id', type: 'integer' })
  publicationDateId: number;

  /** The Detroit day it ran, 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;
}
