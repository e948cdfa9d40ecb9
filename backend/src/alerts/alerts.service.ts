import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { NoticePublisher } from '../notices/notice-publisher.service';
import { AlertDelivery } from './alert-delivery.service';
import { AlertFanout } from './alert-fanout.service';

export const DELIVER_ALERTS_JOB = 'deliver-alerts';
export const ALERT_FANOUT_JOB = 'alert-fanout';

/**
 * One delivery job's share of the work: the rest goes to the next job. Its queue runs one job at a time, so
 * a job left active by a killed process holds delivery back until it expires: kept short by this slice.
 */
const DELIVERY_SLICE_MS = 30_000;
/** A slice plus one (saved search, channel) transaction, with room to spare. */
const DELIVERY_EXPIRE_SECONDS = 90;

/**
 * Wires alerts into publishing: every publishing transaction (scheduler and immediate publishing both go
 * through NoticePublisher.publishDue) records its notices for the fan-out, which writes their alerts after
 * the commit (alert-fanout.service.ts); delivery runs in the pg-boss worker, queued after each fan-out and
 * swept every minute.
 */
@Injectable()
export class AlertsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Alerts');

  constructor(
    private readonly publisher: NoticePublisher,
    private readonly fanout: AlertFanout,
    private readonly delivery: AlertDelivery,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.publisher.onPublished((m, noticeIds) => this.fanout.record(m, noticeIds));
    this.fanout.onFannedOut = async () => {
      // Never fatal to the fan-out: the delivery sweep covers a lost send.
      await this.jobs.send(DELIVER_ALERTS_JOB, { reason: 'fanned-out' }).catch((error: Error) => {
        this.logger.warn(`could not queue ${DELIVER_ALERTS_JOB}: ${error.message}`);
      });
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    // The sweep: batches whose instance crashed before fanning out, or that runs no jobs.
    await this.jobs.register({
      name: ALERT_FANOUT_JOB,
      cron: '* * * * *',
      handler: () => this.fanout.sweep(),
    });
    // Each job delivers every row pending when it runs, so a job waiting stands for any number of sends:
    // the queue keeps one waiting and one active (stately). A fan-out that ends while a job is active adds
    // the waiting one, which runs after it and delivers what the active one may have missed.
    await this.jobs.register({
      name: DELIVER_ALERTS_JOB,
      cron: '* * * * *',
      policy: 'stately',
      expireInSeconds: DELIVERY_EXPIRE_SECONDS,
      handler: () => this.deliverSlice(),
    });
  }

  /** One delivery job: delivers for at most `sliceMs`, then leaves what remains to a next job. */
  async deliverSlice(sliceMs = DELIVERY_SLICE_MS): Promise<void> {
    const stopAt = Date.now() + sliceMs;
    await this.delivery.run(stopAt);
    if (Date.now() >= stopAt) await this.jobs.send(DELIVER_ALERTS_JOB, { reason: 'more' });
  }
}
