import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from '../database/schema';

/** One run of the publish-due-dates job; `running` left behind by a crash is marked failed at the next start. */
@Entity('scheduler_runs')
@Check('scheduler_runs_status_check', oneOf('status', ['running', 'finished', 'failed']))
export class SchedulerRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'due_count', type: 'integer', default: 0 })
  dueCount: number;

  @Column({ name: 'published_count', type: 'integer', default: 0 })
  publishedCount: number;

  @Column({ type: 'varchar', length: 8, default: 'running' })
  status: 'running' | 'finished' | 'failed';

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
