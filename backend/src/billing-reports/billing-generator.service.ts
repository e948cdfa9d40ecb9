import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  billingAddressOf,
  billingContactOf,
  detroitDay,
  ErrorCode,
  PAYMENT_PERIODS,
  type PaymentPeriod,
} from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { JobsService } from '../jobs/jobs.service';
import { Publication } from '../publications/publication.entity';
import { billingPeriod, endedPeriods, type BillingPeriod } from './billing-period';
import type { GenerationResultDto } from './billing-report.dto';

export const BILLING_JOB = 'billing-reports';
/** Periods looked back at by each run: a missed night (or a week of downtime) is still billed. */
const CATCH_UP_PERIODS = 2;

/**
 * Publications billed for a period: those with this payment period that existed before it ended, or that
 * have a date published in it anyway (a notice entered with past dates right after the publication was).
 */
const ELIGIBLE = `p.payment_period = $1 AND (p.created_at <= $3 OR EXISTS (
  SELECT 1 FROM notices n
  JOIN publication_dates d ON d.notice_id = n.id
  JOIN date_publications dp ON dp.publication_date_id = d.id
  WHERE n.publication_id = p.id AND d.date BETWEEN $5::date AND $6::date))`;

/**
 * Makes billing reports. Idempotent by construction: the UNIQUE (publication, period start, period kind)
 * key with ON CONFLICT DO NOTHING means re-running a period, or two runs racing, never adds a second
 * report; a report's lines are written in the transaction that created it, or not at all.
 */
@Injectable()
export class BillingGenerator implements OnApplicationBootstrap {
  private readonly logger = new Logger('BillingReports');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.enabled) return;
    // 00:05 Detroit: after the scheduler's midnight run has published the day's notices.
    await this.jobs.register({
      name: BILLING_JOB,
      cron: '5 0 * * *',
      handler: () => this.generateDue().then(() => undefined),
    });
    await this.jobs.send(BILLING_JOB, { reason: 'catch-up' }, 'billing-catch-up');
  }

  /** Every recently ended WEEK and MONTH period that has no report yet. */
  async generateDue(): Promise<GenerationResultDto> {
    const today = detroitDay(this.clock.now());
    const total: GenerationResultDto = { created: 0, existing: 0 };
    for (const kind of PAYMENT_PERIODS) {
      for (const period of endedPeriods(kind, today, CATCH_UP_PERIODS)) {
        const r = await this.generate(period, null);
        total.created += r.created;
        total.existing += r.existing;
      }
    }
    if (total.created) this.logger.log(`created ${total.created} billing reports`);
    return total;
  }

  /** The period of `kind` containing `day`, as a SYSTEM_ADMIN asks for it. */
  generateFor(actor: AuditActor, kind: PaymentPeriod, day: string): Promise<GenerationResultDto> {
    const period = billingPeriod(kind, day);
    // A report is final once made (the unique key keeps it): billing a period still running would freeze
    // an incomplete bill.
    if (period.to >= this.clock.now()) throw AppException.unprocessable(ErrorCode.periodNotEnded);
    return this.generate(period, actor);
  }

  /**
   * One report per publication whose payment period is this kind and which existed before it ended.
   */
  private generate(period: BillingPeriod, actor: AuditActor | null): Promise<GenerationResultDto> {
    return this.dataSource.transaction(async (m) => {
      const created = await m.query<Array<{ id: number; publication_id: number }>>(
        `INSERT INTO billing_reports
           (publication_id, payment_period_from, payment_period_to, notices_count, payment_method, payment_period,
            created_at, price_per_charged_notice_cents)
         SELECT p.id, $2, $3, 0, p.payment_method, p.payment_period, $4, p.price_per_charged_notice_cents
         FROM publications p WHERE ${ELIGIBLE}
         ON CONFLICT ON CONSTRAINT billing_reports_period_unique DO NOTHING
         RETURNING id, publication_id`,
        [period.paymentPeriod, period.from, period.to, this.clock.now(), period.fromDay, period.toDay],
      );
      for (const report of created) await this.capture(m, report.id, report.publication_id, period);
      if (actor) {
        for (const report of created) {
          await this.audit.record(m, actor, 'generate', 'billingReport', report.id, null, {
            publicationId: report.publication_id,
            paymentPeriod: period.paymentPeriod,
            fromDay: period.fromDay,
            toDay: period.toDay,
          });
        }
      }
      const [{ total }] = await m.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM billing_reports WHERE payment_period = $1 AND payment_period_from = $2`,
        [period.paymentPeriod, period.from],
      );
      return { created: created.length, existing: total - created.length };
    });
  }

  /**
   * Copies the billed dates into the report: every published date (date_publications) whose Detroit day
   * is in the period, of a notice of this publication; dates of notices with charging disabled are kept
   * as free lines (counted on the statement, never charged). noticesCount counts charged notices, not
   * dates, and every version of a notice is the same notice. The billing address and contact are kept as
   * they are now (billingAddressOf / billingContactOf, the publication summary's rule), as the price was
   * by the INSERT: an issued statement never changes.
   */
  private async capture(m: EntityManager, reportId: number, publicationId: number, p: BillingPeriod) {
    await m.query(
      `INSERT INTO billing_report_lines (report_id, notice_id, publication_date_id, day, title, free)
       SELECT $1, COALESCE(n.root_id, n.id), d.id, d.date, n.title, n.free
       FROM date_publications dp
       JOIN publication_dates d ON d.id = dp.publication_date_id
       JOIN notices n ON n.id = d.notice_id
       WHERE n.publication_id = $2 AND d.date BETWEEN $3::date AND $4::date
       ORDER BY d.date, d.id`,
      [reportId, publicationId, p.fromDay, p.toDay],
    );
    const publication = await m.findOneByOrFail(Publication, { id: publicationId });
    await m.query(
      `UPDATE billing_reports SET notices_count =
         (SELECT count(DISTINCT notice_id)::int FROM billing_report_lines WHERE report_id = $1 AND NOT free),
         billing_address = $2::jsonb, billing_contact = $3::jsonb
       WHERE id = $1`,
      [
        reportId,
        JSON.stringify(billingAddressOf(publication)),
        JSON.stringify(billingContactOf(publication)),
      ],
    );
  }
}
