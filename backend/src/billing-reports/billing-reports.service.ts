import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { billingAddressOf, billingContactOf, ErrorCode, managedPublicationIds } from '@notices/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { runListQuery, type ListPage, type ListSpec } from '../platform/list-query';
import { Publication, type Address, type Contact } from '../publications/publication.entity';
import type { BillingReportDto } from './billing-report.dto';
import { BillingReport, BillingReportLine } from './billing-report.entity';

/** Whom a report bills and at what price, as kept when it was made. */
export interface BillingParty {
  billingAddress: Address | null;
  billingContact: Contact | null;
  /** Cents per charged notice; null: no price was set. */
  priceCents: number | null;
}

const PUBLICATION_NAME = '(SELECT p.name FROM publications p WHERE p.id = r.publication_id)';

export const BILLING_REPORT_LIST: ListSpec = {
  columns: {
    id: { sql: 'r.id', type: 'id' },
    publication: {
      sql: PUBLICATION_NAME,
      type: 'string',
      // `$in` takes publication ids (the filter's select); `$cont` reads the name.
      operators: { in: { type: 'id', where: (p) => `r.publication_id IN (:...${p})` } },
    },
    noticesCount: { sql: 'r.notices_count', type: 'number' },
    paymentPeriodFrom: { sql: 'r.payment_period_from', type: 'date' },
    paymentPeriodTo: { sql: 'r.payment_period_to', type: 'date' },
    paymentMethod: { sql: 'r.payment_method', type: 'string' },
    paymentPeriod: { sql: 'r.payment_period', type: 'string' },
    createdAt: { sql: 'r.created_at', type: 'date' },
  },
  defaultSort: { column: 'paymentPeriodFrom', order: 'DESC' },
  tieBreaker: 'r.id',
};

/** Reading billing reports: SYSTEM_ADMIN all, a publication admin their publications. */
@Injectable()
export class BillingReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(actor: Caller, query: Record<string, unknown>): Promise<ListPage<BillingReportDto>> {
    // The spec shows filters to the SYSTEM_ADMIN only; that is a screen rule: filtering inside one's own
    // scope reveals nothing more, so the API accepts filters from everyone it lets in.
    const { items, ...page } = await runListQuery(this.scoped(actor), query, BILLING_REPORT_LIST);
    const names = await this.publicationNames(items.map((r) => r.publicationId));
    return { data: items.map((r) => this.view(r, names)), ...page };
  }

  /** A report the actor may read, else 404 (another publication's report is as good as absent). */
  async find(actor: Caller, id: number): Promise<BillingReportDto> {
    const report = await this.scoped(actor).andWhere('r.id = :id', { id }).getOne();
    if (!report) throw AppException.notFound(ErrorCode.notFound);
    return this.view(report, await this.publicationNames([report.publicationId]));
  }

  /**
   * The billing address, contact and price a report was issued with. Reports made before these were kept
   * read the publication's current address and contact (by the same fallback rule) and carry no price.
   */
  async party(reportId: number): Promise<BillingParty> {
    const report = await this.dataSource.getRepository(BillingReport).findOneByOrFail({ id: reportId });
    let { billingAddress, billingContact } = report;
    if (!billingAddress || !billingContact) {
      const publication = await this.dataSource
        .getRepository(Publication)
        .findOneBy({ id: report.publicationId });
      billingAddress ??= publication ? billingAddressOf(publication) : null;
      billingContact ??= publication ? billingContactOf(publication) : null;
    }
    return { billingAddress, billingContact, priceCents: report.pricePerChargedNoticeCents };
  }

  lineCount(reportId: number): Promise<number> {
    return this.dataSource.getRepository(BillingReportLine).count({ where: { reportId } });
  }

  lines(reportId: number): Promise<BillingReportLine[]> {
    return this.dataSource
      .getRepository(BillingReportLine)
      .createQueryBuilder('l')
      .where('l.report_id = :reportId', { reportId })
      .orderBy('l.day', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .getMany();
  }

  private scoped(actor: Caller): SelectQueryBuilder<BillingReport> {
    const qb = this.dataSource.getRepository(BillingReport).createQueryBuilder('r');
    const ids = managedPublicationIds(actor);
    if (ids === null) return qb;
    return ids.length ? qb.where('r.publication_id IN (:...scope)', { scope: ids }) : qb.where('false');
  }

  private async publicationNames(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.dataSource.query<Array<{ id: number; name: string }>>(
      `SELECT id, name FROM publications WHERE id = ANY($1::int[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  private view(r: BillingReport, names: Map<number, string>): BillingReportDto {
    return {
      id: r.id,
      publication: { id: r.publicationId, name: names.get(r.publicationId) ?? '' },
      noticesCount: r.noticesCount,
      paymentPeriodFrom: r.paymentPeriodFrom.toISOString(),
      paymentPeriodTo: r.paymentPeriodTo.toISOString(),
      paymentMethod: r.paymentMethod,
      paymentPeriod: r.paymentPeriod,
      createdAt: r.createdAt.toISOString(),
    };
  }
}
