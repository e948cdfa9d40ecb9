import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ANY_DATE_RANGE, ErrorCode, savedSearchOwnerScope, withAnyDate } from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Caller } from '../platform/caller';
import { AppException, type FieldErrors } from '../platform/app-exception';
import { runListQuery, type ListPage } from '../platform/list-query';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { encodeFilters, readSearchFilters, throwIfErrors, type SearchFilters } from '../search/search-params';
import { SearchService } from '../search/search.service';
import { User } from '../accounts/user.entity';
import { matchKeysOf } from './alert-query';
import { SavedSearch } from './saved-search.entity';
import type {
  SavedSearchResponseDto,
  SavedSearchWriteDto,
  UnsubscribedDto,
  UnsubscribeInfoDto,
} from './dto/saved-search.dto';
import { SAVED_SEARCH_LIST, savedSearchResponse } from './saved-search-response';

export const filtersOf = (s: SavedSearch): SearchFilters => ({
  text: s.forText,
  pub: s.pub,
  area: s.area,
  dateRange: s.dateRange,
  from: s.from,
  to: s.to,
  type: s.type,
  fields: s.f.map((id, i) => ({ id, value: s.v[i] ?? '' })),
});

/** Saved searches: the caller's own; a SYSTEM_ADMIN sees all; anyone else's is 404. */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: SearchService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(actor: Caller, query: Record<string, unknown>): Promise<ListPage<SavedSearchResponseDto>> {
    const qb = this.dataSource.getRepository(SavedSearch).createQueryBuilder('s');
    const owner = savedSearchOwnerScope(actor);
    if (owner !== null) qb.andWhere('s.user_id = :me', { me: owner });
    const { items, ...page } = await runListQuery(qb, query, SAVED_SEARCH_LIST);
    return { data: await Promise.all(items.map((s) => this.view(s))), ...page };
  }

  async get(actor: Caller, id: number): Promise<SavedSearchResponseDto> {
    return this.view(await this.own(actor, id));
  }

  async create(actor: Caller, body: SavedSearchWriteDto): Promise<SavedSearchResponseDto> {
    const id = await this.dataSource.transaction(async (m) => {
      const values = await this.read(m, actor.id, body);
      const { identifiers } = await m.insert(SavedSearch, {
        ...values,
        userId: actor.id,
        unsubscribeTokenHash: 'pending',
      });
      const newId = Number(identifiers[0].id);
      await m.update(SavedSearch, newId, { unsubscribeTokenHash: hashToken(this.unsubscribeToken(newId)) });
      return newId;
    });
    return this.get(actor, id);
  }

  async update(actor: Caller, id: number, body: SavedSearchWriteDto): Promise<SavedSearchResponseDto> {
    // The back office sends the record's id back; the path decides, the body's id must only agree.
    if (body.id !== undefined && body.id !== id)
      throw AppException.badRequest(ErrorCode.validationFailed, { id: 'id_mismatch' });
    const current = await this.own(actor, id);
    await this.dataSource.transaction(async (m) => {
      await m.update(SavedSearch, id, await this.read(m, current.userId, body));
    });
    return this.get(actor, id);
  }

  async remove(actor: Caller, id: number): Promise<void> {
    await this.own(actor, id);
    // A concurrent delete may have won since the check: then this one found nothing (404).
    const { affected } = await this.dataSource.getRepository(SavedSearch).delete(id);
    if (!affected) throw AppException.notFound();
  }

  async setEnabled(actor: Caller, id: number, enabled: boolean): Promise<SavedSearchResponseDto> {
    await this.own(actor, id);
    await this.dataSource.getRepository(SavedSearch).update(id, { enabled });
    return this.get(actor, id);
  }

  /** The token of a search's unsubscribe link: derived, so every alert carries the same working link. */
  unsubscribeToken(id: number): string {
    return createHmac('sha256', this.config.jwtSecret).update(`unsubscribe:${id}`).digest('base64url');
  }

  async byToken(token: string): Promise<SavedSearch> {
    const found = await this.dataSource
      .getRepository(SavedSearch)
      .findOneBy({ unsubscribeTokenHash: hashToken(token) });
    if (!found) throw AppException.notFound();
    return found;
  }

  async unsubscribeInfo(token: string): Promise<UnsubscribeInfoDto> {
    const s = await this.byToken(token);
    return {
      name: s.name,
      notificationsEnabled: s.notificationsEnabled,
      textNotificationsEnabled: s.textNotificationsEnabled,
    };
  }

  async unsubscribe(token: string): Promise<UnsubscribedDto> {
    const s = await this.byToken(token);
    await this.dataSource
      .getRepository(SavedSearch)
      .update(s.id, { notificationsEnabled: false, textNotificationsEnabled: false });
    return { name: s.name };
  }

  private async own(actor: Caller, id: number): Promise<SavedSearch> {
    const found = await this.dataSource.getRepository(SavedSearch).findOneBy({ id });
    const owner = savedSearchOwnerScope(actor);
    if (!found || (owner !== null && found.userId !== owner)) throw AppException.notFound();
    return found;
  }

  /**
   * A validated body (SavedSearchWriteDto; its id is the caller's business) into column values; what needs the database (custom fields of
   * the type, the owner's phone) is checked here, 400 with field errors.
   */
  private async read(m: EntityManager, ownerId: number, body: SavedSearchWriteDto) {
    const errors: FieldErrors = {};
    const { name } = body;
    const notificationsEnabled = body.notificationsEnabled ?? true;
    const textNotificationsEnabled = body.textNotificationsEnabled ?? false;
    // `all` (any date) is no date constraint to the search; the stored query says it (`query`).
    const range: unknown = Array.isArray(body.dateRange) ? body.dateRange[0] : body.dateRange;
    const anyDate = range === ANY_DATE_RANGE;
    const filters = readSearchFilters({ ...body, dateRange: anyDate ? undefined : body.dateRange }, errors);
    await this.search.context(filters, errors, m); // unknown custom fields
    if (textNotificationsEnabled) {
      const owner = await m.findOneBy(User, { id: ownerId });
      if (!owner?.phone) errors.textNotificationsEnabled = 'phone_required';
    }
    throwIfErrors(errors);
    const tsquery = await this.search.compile(filters.text, m);
    return {
      name,
      notificationsEnabled,
      textNotificationsEnabled,
      // For the public site: `dateRange=all` when nothing limits the dates (the site would read this week).
      query: withAnyDate(encodeFilters(filters)),
      forText: filters.text,
      pub: filters.pub,
      area: filters.area,
      dateRange: filters.dateRange,
      from: filters.from,
      to: filters.to,
      type: filters.type,
      f: filters.fields.map((x) => x.id),
      v: filters.fields.map((x) => x.value),
      tsquery,
      ...(await matchKeysOf(m, { tsquery, pub: filters.pub, area: filters.area, type: filters.type })),
      needsRowCheck: Boolean(filters.dateRange || filters.from || filters.to || filters.fields.length),
    };
  }

  private async view(s: SavedSearch): Promise<SavedSearchResponseDto> {
    const [hits, areas] = await Promise.all([
      this.search.count(filtersOf(s)),
      s.area.length
        ? this.dataSource.query<Array<{ name: string }>>(
            'SELECT name FROM counties WHERE id = ANY($1::int[]) ORDER BY name',
            [s.area],
          )
        : Promise.resolve([]),
    ]);
    return savedSearchResponse(
      s,
      hits.total,
      areas.map((a) => a.name),
    );
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
