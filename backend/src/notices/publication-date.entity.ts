import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { SchedulerRun } from '../scheduler/scheduler-run.entity';
import { Notice } from './notice.entity';

/** A day on which a notice runs; pending until published or canceled. */
@Entity('publication_dates')
@Index('publication_dates_notice', ['noticeId', 'date'])
// The scheduler's question: what is due and still pending?
@Index('publication_dates_due', ['date', 'id'], { where: 'NOT published AND NOT canceled' })
@Index('publication_dates_published', ['noticeId', 'date'], { where: 'published' })
@Index('publication_dates_published_day', ['date', 'noticeId'], { where: 'published' })
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
@Index('date_publications_run', ['runId'], { where: 'run_id IS NOT NULL' })
export class DatePublication {
  /** The primary key makes "published exactly once" a database fact. */
  @PrimaryColumn({ name: 'publication_date_id', type: 'integer' })
  publicationDateId: number;

  @ManyToOne(() => PublicationDate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'publication_date_id' })
  publicationDate?: PublicationDate;

  @Column({ name: 'run_id', type: 'integer', nullable: true })
  runId: number | null;

  @ManyToOne(() => SchedulerRun, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'run_id' })
  run?: SchedulerRun;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;
}
