import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig, DATABASE_URL, DEFAULT_DATABASE_TIMEOUTS } from '../config/config';
import { poolTimeouts } from '../database/data-source-options';

export interface JobDefinition<T extends object> {
  name: string;
  handler: (data: T, attempt: JobAttempt) => Promise<void>;
  /** Cron in America/Detroit time, e.g. '0 0 * * *' for the start of each day. */
  cron?: string;
  /** Retries after a failure (pg-boss retries with backoff). */
  retryLimit?: number;
  /** Runs this queue's worker even when RUN_JOBS=false (the delivery workers of the tests' apps). */
  worker?: boolean;
  /** How often an idle worker looks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** A job still active after this long is taken for lost (its process died) and retried. */
  expireInSeconds?: number;
  /**
   * Jobs fetched at once and run side by side, each failing alone. pg-boss waits its polling interval after
   * every fetch, so one job a fetch caps a queue at one job a second per instance: too slow for mail.
   */
  batchSize?: number;
  /**
   * pg-boss's queue policy. `stately`: at most one job waiting and one active (a send while one waits adds
   * nothing), for work that each job does whole, so any waiting job stands for every send before it.
   */
  policy?: 'standard' | 'stately';
}

/** Which try of its job a handler runs: the last one when `retryCount` reached `retryLimit`. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

/** Options of a job queued in the caller's transaction. */
export interface TransactionalSend {
  /** The job's own id (a UUID): a second send with the same id adds nothing (pg-boss ON CONFLICT). */
  id: string;
  singletonKey?: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
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
  private readonly queues = new Map<string, Promise<void>>();

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
    if (this.starting) return this.starting;
    const starting = (async () => {
      const boss = new PgBoss({
        connectionString: this.databaseUrl,
        schema: 'pgboss',
        application_name: 'notices-jobs',
        max: 4,
        // pg-boss hands its options to node-postgres' Pool: the same bounds as the app's pool.
        ...poolTimeouts(this.config.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS),
        // Without RUN_JOBS this process only queues (and may run a delivery worker): no cron of its own.
        schedule: this.enabled,
        // Expired jobs (a message cut short by a killed process) are retried only when maintenance runs:
        // every 30 s rather than pg-boss's 120, so such a message waits its 2-minute expiry plus 30 s at most.
        maintenanceIntervalSeconds: 30,
      });
      boss.on('error', (error: Error) => logQueueError(this.logger, error));
      try {
        await boss.start();
      } catch (error) {
        // Its pool and any timer it began go with it; the next call starts afresh.
        await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
        throw error;
      }
      this.boss = boss;
      return boss;
    })();
    this.starting = starting;
    // A failed start is not kept: the next caller tries again (the database may be back by then).
    starting.catch(() => {
      if (this.starting === starting) this.starting = null;
    });
    return starting;
  }

  /** Registers a queue, its worker and its schedule. Does nothing when RUN_JOBS=false (unless `worker`). */
  async register<T extends object>(job: JobDefinition<T>): Promise<void> {
    if (!this.enabled && !job.worker) return;
    const boss = await this.start();
    const settings = {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retryLimit ?? 5,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    };
    await boss.createQueue(job.name, settings);
    // create_queue leaves an existing queue as it was made (an older version, or a send that came first).
    await boss.updateQueue(job.name, settings);
    const options = {
      includeMetadata: true as const,
      batchSize: job.batchSize ?? 1,
      ...(job.pollingIntervalSeconds ? { pollingIntervalSeconds: job.pollingIntervalSeconds } : {}),
    };
    await boss.work<T>(job.name, options, async (jobs) => {
      if (jobs.length === 1) return job.handler(jobs[0].data, jobs[0]);
      // pg-boss fails or completes a fetched batch as a whole: fail each failed job here, and its
      // completion of the batch then leaves those alone (it completes only jobs still active).
      const results = await Promise.allSettled(jobs.map((item) => job.handler(item.data, item)));
      for (const [i, result] of results.entries()) {
        if (result.status === 'rejected')
          await boss.fail(job.name, jobs[i].id, {
            message: String((result.reason as Error)?.message ?? result.reason),
          });
      }
    });
    if (job.cron && this.enabled) await boss.schedule(job.name, job.cron, {}, { tz: TIME_ZONE });
  }

  /**
   * Queues a job with the caller's transaction: it exists once that transaction commits, and never if it
   * rolls back. Works whatever RUN_JOBS says (a process without workers leaves it to one with them).
   */
  async sendInTransaction<T extends object>(
    m: EntityManager,
    name: string,
    data: T,
    options: TransactionalSend,
  ): Promise<void> {
    const boss = await this.start();
    await this.queue(boss, name);
    const db = {
      executeSql: async (text: string, values?: unknown[]) => ({
        rows: await m.query<unknown[]>(text, values),
      }),
    };
    await boss.send(name, data, { ...options, db });
  }

  /** Makes the queue once per process (pg-boss's create_queue is idempotent across processes). */
  private queue(boss: PgBoss, name: string): Promise<void> {
    let made = this.queues.get(name);
    if (!made) {
      made = boss.createQueue(name, { name }).catch((error: unknown) => {
        this.queues.delete(name);
        throw error;
      });
      this.queues.set(name, made);
    }
    return made;
  }

  /** Starts the queue's client if needed (the schema exists afterwards), for reads of `pgboss.job`. */
  async ready(name: string): Promise<void> {
    await this.queue(await this.start(), name);
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
