import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Notice } from './notice.entity';

/** A day on which a notice runs; pending until published or canceled. */
@Entity('publication_dates')
export class PublicationDate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'notice_id', type: 'integer' })
  noticeId: number;

  @ManyToOne(() => Notice, (n) => n.publicationDates, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notice_id' })
  notice?: Notice;

  /** A Detroit calendar day 'YYYY-MM-DD'. */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Set by billing; a paid date cannot be canceled. */
  @Column({ type: 'boolean', default: false })
  paid: boolean;

  @Column({ type: 'boolean', default: false })
  canceled: boolean;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt: Date | null;
}

/** One publication made (by the scheduler, or at once when already due); at most one per date. */
@Entity('date_publications')
export class DatePublication {
  @PrimaryColumn({ name: 'publication_date_id', type: 'integer' })
  publicationDateId: number;

  @Column({ name: 'run_id', type: 'integer', nullable: true })
  runId: number | null;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;
}
