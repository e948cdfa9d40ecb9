import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, AppConfig, DATABASE_URL } from '../config/config';

export interface JobDefinition<T extends object> {
  name: string;
  handler: (data: T) => Promise<void>;
  /** Cron in America/Detroit time, e.g. '0 0 * * *' for the start of each day. */
  cron?: string;
  /** Retries after a failure (pg-boss retries with backoff). */
  retryLimit?: number;
}

const TIME_ZONE = 'America/Detroit';

/**
 * Background jobs through pg-boss, in the same PostgreSQL. Jobs are retried after a crash: a job that
 * was active when the process died is picked up again once it expires, so every handler is idempotent.
 */
/**
 * pg-boss's errors go to the log. 57P01 (the server ended the connection) is a warning: PostgreSQL
 * says it when Ctrl-C or a container stop reaches it together with us, and pg-boss reconnects if the
 * server stays up.
 */
export function logQueueError(logger: Pick<Logger, 'warn' | 'error'>, error: Error): void {
  if ((error as Error & { code?: string }).code === '57P01') logger.warn(error.message);
  else logger.error(error.message);
}

@Injectable()
export class JobsService implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
  ) {}

  get enabled(): boolean {
    return this.config.runJobs;
  }

  /** pg-boss has started in this process (the health check's question). */
  get running(): boolean {
    return this.boss !== null;
  }

  private start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.databaseUrl,
        schema: 'pgboss',
        application_name: 'notices-jobs',
        max: 4,
      });
      boss.on('error', (error: Error) => logQueueError(this.logger, error));
      await boss.start();
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  /** Registers a queue, its worker and its schedule. Does nothing when RUN_JOBS=false. */
  async register<T extends object>(job: JobDefinition<T>): Promise<void> {
    if (!this.enabled) return;
    const boss = await this.start();
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    });
    await boss.work<T>(job.name, async (jobs) => {
      for (const item of jobs) await job.handler(item.data);
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: TIME_ZONE });
  }

  /** Queues a job now; a singleton key makes repeated sends of the same work collapse into one. */
  async send<T extends object>(name: string, data: T, singletonKey?: string): Promise<void> {
    if (!this.enabled) return;
    const boss = await this.start();
    await boss.send(name, data, singletonKey ? { singletonKey } : {});
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.boss) return;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10000 });
    this.boss = null;
  }
}
