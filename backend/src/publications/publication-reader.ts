import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { managedPublicationIds, seesOnlyEnabledPublications, visiblePublicationIds } from '@notices/common';
import { DataSource, In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { runListQuery, type ListPage, type ListSpec } from '../platform/list-query';
import { PublicationAccessLoader } from '../accounts/publication-access.loader';
import type { PublicationOptionListDto, PublicationResponseDto } from './dto/publication-response.dto';
import { Publication } from './publication.entity';
import { toPublicationResponse } from './publication-response';

const AREA_NAMES = `COALESCE((SELECT string_agg(fc.name, ', ' ORDER BY fc.name) FROM publication_counties fpc
  JOIN counties fc ON fc.id = fpc.county_id WHERE fpc.publication_id = p.id), '')`;

export const PUBLICATION_LIST: ListSpec = {
  columns: {
    id: { sql: 'p.id', type: 'id' },
    name: { sql: 'p.name', type: 'string' },
    enabled: { sql: 'p.enabled', type: 'boolean' },
    publishingEnabled: { sql: 'p.publishing_enabled', type: 'boolean' },
    paymentMethod: { sql: 'p.payment_method', type: 'string' },
    paymentPeriod: { sql: 'p.payment_period', type: 'string' },
    createdAt: { sql: 'p.created_at', type: 'date' },
    // `$cont` on the county names; `$in` on county ids.
    publicationArea: {
      sql: AREA_NAMES,
      type: 'string',
      sortable: false,
      operators: {
        in: {
          type: 'id',
          where: (param) =>
            `EXISTS (SELECT 1 FROM publication_counties ipc WHERE ipc.publication_id = p.id AND ipc.county_id IN (:...${param}))`,
        },
      },
    },
  },
  defaultSort: { column: 'name', order: 'ASC' },
  tieBreaker: 'p.id',
};

/** Reads of publications, always inside the caller's scope (the one place that scope is written). */
@Injectable()
export class PublicationReader {
  constructor(
    @InjectRepository(Publication) private readonly publications: Repository<Publication>,
    private readonly dataSource: DataSource,
    private readonly access: PublicationAccessLoader,
  ) {}

  /**
   * SYSTEM_ADMIN: every publication; managers: those they hold a permission in (deactivated ones too);
   * an API user: the enabled publications of its apiUserToPublications (the only ones it may write to).
   */
  scoped(actor: Caller, m: EntityManager = this.dataSource.manager): SelectQueryBuilder<Publication> {
    const qb = m.getRepository(Publication).createQueryBuilder('p');
    const ids = visiblePublicationIds(actor);
    if (ids === null) return qb;
    if (seesOnlyEnabledPublications(actor)) qb.andWhere('p.enabled = true');
    return ids.length ? qb.andWhere('p.id IN (:...scopeIds)', { scopeIds: ids }) : qb.andWhere('1 = 0');
  }

  async list(actor: Caller, query: Record<string, unknown>): Promise<ListPage<PublicationResponseDto>> {
    const { items, ...page } = await runListQuery(this.scoped(actor), query, PUBLICATION_LIST);
    return { data: await this.views(items.map((p) => p.id)), ...page };
  }

  async all(actor: Caller): Promise<PublicationOptionListDto> {
    const rows = await this.scoped(actor).orderBy('p.name', 'ASC').addOrderBy('p.id').getMany();
    return {
      data: rows.map(({ id, name, enabled, publishingEnabled, paymentPeriod }) => ({
        id,
        name,
        enabled,
        publishingEnabled,
        paymentPeriod,
      })),
    };
  }

  /** Enabled publications the caller may hand out in the users form (SYSTEM_ADMIN: all; else those they admin). */
  async assignable(actor: Caller): Promise<PublicationOptionListDto> {
    const managed = managedPublicationIds(actor);
    const where = managed === null ? { enabled: true } : { enabled: true, id: In(managed) };
    const rows = await this.publications.find({ where, order: { name: 'ASC', id: 'ASC' } });
    return {
      data: rows.map(({ id, name, enabled, publishingEnabled, possibleRoles }) => ({
        id,
        name,
        enabled,
        publishingEnabled,
        possibleRoles,
      })),
    };
  }

  async publicList(): Promise<{ data: Array<{ id: number; name: string }> }> {
    const rows = await this.publications.find({
      where: { enabled: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    return { data: rows.map(({ id, name }) => ({ id, name })) };
  }

  /** A publication inside the caller's scope, else 404 (whether or not it exists: never another's data). */
  async visible(actor: Caller, id: number, m?: EntityManager): Promise<Publication> {
    const found = await this.scoped(actor, m)
      .leftJoinAndSelect('p.publicationArea', 'area')
      .andWhere('p.id = :id', { id })
      .getOne();
    if (!found) throw AppException.notFound();
    return found;
  }

  async view(id: number, m?: EntityManager): Promise<PublicationResponseDto> {
    const [view] = await this.views([id], m);
    if (!view) throw AppException.notFound();
    return view;
  }

  /** Views in the order of `ids`, with areas and permission rows loaded in one query each. */
  async views(ids: number[], m: EntityManager = this.dataSource.manager): Promise<PublicationResponseDto[]> {
    if (ids.length === 0) return [];
    const rows = await m.find(Publication, { where: { id: In(ids) }, relations: { publicationArea: true } });
    const permissions = await this.access.forPublications(ids, m);
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [toPublicationResponse(p, permissions.get(id) ?? [])] : [];
    });
  }
}
