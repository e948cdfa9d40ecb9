import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { NoticePublisher } from '../notices/notice-publisher.service';
import { AlertDelivery } from './alert-delivery.service';
import { AlertMatcher } from './alert-matcher';

export const DELIVER_ALERTS_JOB = 'deliver-alerts';

/**
 * Wires alerts into publishing: matching runs inside every publishing transaction (scheduler and immediate
 * publishing both go through NoticePublisher.publishDue); delivery runs in the pg-boss worker, queued right
 * away and swept every minute (a job that ran before the publishing transaction committed finds nothing;
 * the sweep then delivers).
 */
@Injectable()
export class AlertsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Alerts');

  constructor(
    private readonly publisher: NoticePublisher,
    private readonly matcher: AlertMatcher,
    private readonly delivery: AlertDelivery,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.publisher.onPublished(async (m, noticeIds) => {
      await this.matcher.queue(m, noticeIds);
      // Outside the transaction and never fatal to publishing: the sweep covers a lost send.
      this.jobs.send(DELIVER_ALERTS_JOB, { reason: 'published' }).catch((error: Error) => {
        this.logger.warn(`could not queue ${DELIVER_ALERTS_JOB}: ${error.message}`);
      });
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register({
      name: DELIVER_ALERTS_JOB,
      cron: '* * * * *',
      handler: () => this.delivery.run().then(() => undefined),
    });
  }
}
