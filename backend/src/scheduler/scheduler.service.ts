import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { detroitDay } from '@notices/common';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { isDatabaseConnectionError } from '../database/connection-errors';
import { JobsService } from '../jobs/jobs.service';
import { NoticePublisher } from '../notices/notice-publisher.service';
import type { SchedulerRunDto, SchedulerRunListDto } from './scheduler-run.dto';
import { SchedulerRun } from './scheduler-run.entity';

export const PUBLISH_DUE_JOB = 'publish-due-dates';
/** How long a run waits for a lost database connection to come back before it fails (see below). */
const LOST_CONNECTION_PATIENCE_MS = 120_000;

/**
 * Scheduled publishing: at the start of each Detroit day, and once at start-up to catch up after
 * downtime. A run publishes in small batches, each its own transaction that also counts itself on the
 * run's row, so a crash leaves finished batches done and the rest due for the next run; the
 * date_publications primary key makes a second publication impossible whatever happens.
 */
@Injectable()
export class SchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Scheduler');

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: NoticePublisher,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.enabled) return;
    // A run still 'running' at start-up was cut short by a crash (this process is the one that runs jobs).
    await this.dataSource.query(
      `UPDATE scheduler_runs SET status = 'failed', finished_at = now(), error = 'interrupted (process stopped)'
       WHERE status = 'running'`,
    );
    await this.jobs.register({
      name: PUBLISH_DUE_JOB,
      cron: '0 0 * * *',
      handler: () => this.run().then(() => undefined),
    });
    await this.jobs.send(PUBLISH_DUE_JOB, { reason: 'catch-up' });
  }

  /** One run over everything due today (Detroit); answers the finished run. */
  async run(): Promise<SchedulerRunDto> {
    const today = detroitDay(this.clock.now());
    const [{ due }] = await this.dataSource.query<Array<{ due: number }>>(
      `SELECT count(*)::int AS due FROM publication_dates d JOIN notices n ON n.id = d.notice_id
       WHERE d.date <= $1 AND NOT d.published AND NOT d.canceled AND n.status IN ('S','P') AND NOT n.has_next_version`,
      [today],
    );
    const run = await this.dataSource
      .getRepository(SchedulerRun)
      .save({ startedAt: this.clock.now(), dueCount: due, status: 'running' as const });
    try {
      for (;;) {
        const published = await this.batchRidingOutLostConnections(today, run.id);
        if (published === 0) break;
      }
      await this.dataSource.query(
        `UPDATE scheduler_runs SET status = 'finished', finished_at = $2 WHERE id = $1`,
        [run.id, this.clock.now()],
      );
    } catch (error) {
      this.logger.error(`run ${run.id} failed: ${(error as Error).message}`);
      await this.dataSource
        .query(`UPDATE scheduler_runs SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1`, [
          run.id,
          String((error as Error).message).slice(0, 1000),
        ])
        .catch(() => undefined);
      throw error; // pg-boss retries the job
    }
    return this.view(run.id);
  }

  /**
   * One batch, its own transaction. A connection lost meanwhile (PostgreSQL restarted) rolled it back
   * whole, so it is tried again after a pause, for up to LOST_CONNECTION_PATIENCE_MS: failing the run
   * instead would leave its job active (pg-boss cannot record the failure on a dead connection) until it
   * expires, and the day's dates unpublished for that long.
   */
  private async batchRidingOutLostConnections(today: string, runId: number): Promise<number> {
    const giveUpAt = Date.now() + LOST_CONNECTION_PATIENCE_MS;
    for (;;) {
      try {
        return await this.dataSource.transaction(async (m) => {
          const n = await this.publisher.publishDue(m, today, runId, {
            limit: this.config.schedulerBatchSize,
          });
          if (n)
            await m.query('UPDATE scheduler_runs SET published_count = published_count + $2 WHERE id = $1', [
              runId,
              n,
            ]);
          return n;
        });
      } catch (error) {
        if (!isDatabaseConnectionError(error) || Date.now() > giveUpAt) throw error;
        this.logger.warn(`run ${runId}: database connection lost (${(error as Error).message}); retrying`);
        await sleep(1_000);
      }
    }
  }

  async view(id: number): Promise<SchedulerRunDto> {
    const run = await this.dataSource.getRepository(SchedulerRun).findOneByOrFail({ id });
    return toView(run);
  }

  async list(): Promise<SchedulerRunListDto> {
    const runs = await this.dataSource.getRepository(SchedulerRun).find({ order: { id: 'DESC' }, take: 100 });
    return { data: runs.map(toView) };
  }
}

const toView = (r: SchedulerRun): SchedulerRunDto => ({
  id: r.id,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
  due: r.dueCount,
  published: r.publishedCount,
  status: r.status,
  error: r.error,
});
