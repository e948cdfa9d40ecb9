import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { Clock } from '../platform/clock';
import { JobsService } from '../jobs/jobs.service';
import { AlertMatcher } from './alert-matcher';

/** Done batches are kept this long (what was fanned out lately, when), then deleted by the sweep. */
const KEEP_DONE = '7 days';

/**
 * Notices per batch: a large publication is split so that several workers share it (each batch still reads
 * every saved search once, bench/README.md).
 */
export const FANOUT_BATCH = 500;

/** Batches fanned out at once by one instance, each in its own transaction and connection. */
export const FANOUT_WORKERS = 2;

/**
 * The alerts of published notices, written after the publishing transaction (ADR 014). Publishing only
 * records a batch of notice ids (`record`, in its transaction); each of `run`'s workers then takes pending
 * batches one at a time (FOR UPDATE SKIP LOCKED, so workers and instances share them), writes a batch's alert
 * rows and marks it done in one transaction. A crash anywhere leaves the batch pending and its rows unwritten: the next run does it
 * all, and the outbox's unique key (ON CONFLICT DO NOTHING) keeps a re-run from doubling anything.
 * Once a publishing transaction commits, the instance that made it (when it runs jobs) fans out at once;
 * the pg-boss sweep (alerts.service.ts) covers batches left by a crash or by instances without jobs.
 */
@Injectable()
export class AlertFanout implements EntitySubscriberInterface, BeforeApplicationShutdown {
  private readonly logger = new Logger('Alerts');
  /** Transactions that recorded a batch and have not ended yet. */
  private readonly recorded = new WeakSet<QueryRunner>();
  private draining: Promise<void> | null = null;
  private again = false;
  /** Called after each run that wrote alerts (alerts.service.ts queues their delivery). */
  onFannedOut: () => Promise<void> = async () => {};

  constructor(
    private readonly dataSource: DataSource,
    private readonly matcher: AlertMatcher,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {
    // TypeORM tells its subscribers when a transaction commits: the moment the batch becomes visible.
    dataSource.subscribers.push(this);
  }

  /** In the publishing transaction: the notices it published, to match once it commits. */
  async record(m: EntityManager, noticeIds: number[]): Promise<void> {
    await m.query(
      `INSERT INTO alert_fanout (notice_ids)
       SELECT array_agg(id ORDER BY i) FROM unnest($1::int[]) WITH ORDINALITY AS u(id, i) GROUP BY (i - 1) / $2`,
      [noticeIds, FANOUT_BATCH],
    );
    if (m.queryRunner) this.recorded.add(m.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // Only the outer COMMIT (a released savepoint broadcasts the same event).
    if (event.queryRunner.isTransactionActive || !this.recorded.delete(event.queryRunner)) return;
    this.kick();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.recorded.delete(event.queryRunner);
  }

  /** Fans out every pending batch, FANOUT_WORKERS at a time; answers the number of batches done. */
  async run(): Promise<number> {
    const worker = async () => {
      let done = 0;
      while (await this.dataSource.transaction((m) => this.fanOutOne(m))) done++;
      return done;
    };
    const done = await Promise.all(Array.from({ length: FANOUT_WORKERS }, worker));
    const total = done.reduce((sum, n) => sum + n, 0);
    if (total) await this.onFannedOut();
    return total;
  }

  /** The sweep: pending batches, then done ones past KEEP_DONE. */
  async sweep(): Promise<void> {
    await this.run();
    await this.dataSource.query(`DELETE FROM alert_fanout WHERE done_at < $1::timestamptz - $2::interval`, [
      this.clock.now(),
      KEEP_DONE,
    ]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.draining;
  }

  private async fanOutOne(m: EntityManager): Promise<boolean> {
    const [batch] = await m.query<Array<{ id: string; noticeIds: number[] }>>(
      `SELECT id, notice_ids AS "noticeIds" FROM alert_fanout WHERE done_at IS NULL
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!batch) return false;
    // Losing this commit in a server crash loses the rows and the done mark together: the batch, committed
    // by publishing, is fanned out again. Nothing else waits for the WAL flush.
    await m.query('SET LOCAL synchronous_commit = off');
    await this.matcher.queue(m, batch.noticeIds);
    await m.query('UPDATE alert_fanout SET done_at = $2 WHERE id = $1', [batch.id, this.clock.now()]);
    return true;
  }

  /** Runs now in this process (pg-boss would first wait for its next poll), one run at a time. */
  private kick(): void {
    if (!this.jobs.enabled) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        await this.run().catch((error: Error) => {
          // Never lost: the batch stays pending for the next run or the sweep.
          this.logger.warn(`alert fan-out failed: ${error.message}`);
        });
      } while (this.again);
      this.draining = null;
    })();
  }
}
