import { Injectable } from '@nestjs/common';
import { detroitDay, ErrorCode, type FieldType } from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../common/app-exception';
import { Clock } from '../common/clock';
import { readSearchFilters, readSearchPage, throwIfErrors, type SearchFilters } from './search-params';
import { CARDS_SQL, searchWhere, type SearchContext } from './search-sql';

/** Counting stays exact up to here; above it the planner's estimate is answered (SEARCH-NOTES.md). */
export const EXACT_COUNT_LIMIT = 10_000;
/** Deepest offset served by OFFSET; beyond it the caller must narrow the search. */
export const MAX_OFFSET = 10_000;
const SITEMAP_PER = 10_000;

export interface SearchCard {
  id: number;
  title: string;
  content: string;
  publication: { id: number; name: string; publicationArea: Array<{ id: number; name: string }> };
  noticeType: { id: number; name: string };
  publicationDates: string[];
  attachments: Array<{ attachmentId: number; name: string }>;
}

export interface SearchAnswer {
  result: number[];
  entities: Record<string, SearchCard>;
  total: number;
  totalExact: boolean;
  page: number;
  per: number;
}

export interface SearchCount {
  total: number;
  exact: boolean;
}

/** The public search (§5) over the trigger-maintained columns of the Search migration. */
@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async search(raw: Record<string, unknown>): Promise<SearchAnswer> {
    const errors = {};
    const filters = readSearchFilters(raw, errors);
    const { page, per } = readSearchPage(raw, errors);
    const ctx = await this.context(filters, errors);
    throwIfErrors(errors);
    const params: unknown[] = [];
    const where = searchWhere(filters, ctx, params);
    const offset = (page - 1) * per;
    const count = await this.countWhere(where, params);
    if (offset >= count.total)
      return { result: [], entities: {}, total: count.total, totalExact: count.exact, page, per };
    if (offset > MAX_OFFSET) throw AppException.badRequest(ErrorCode.moreSpecificSearchRequired);
    const rows = await this.dataSource.query<Array<{ id: number }>>(
      `SELECT n.id FROM notices n WHERE ${where} ORDER BY n.latest_pub_date DESC, n.id DESC
       LIMIT ${per} OFFSET ${offset}`,
      params,
    );
    const ids = rows.map((r) => r.id);
    const cards = await this.cards(ids);
    return { result: ids, entities: cards, total: count.total, totalExact: count.exact, page, per };
  }

  /** The number of matches of validated filters (saved searches' numberOfHits), bounded like search. */
  async count(filters: SearchFilters, m: EntityManager = this.dataSource.manager): Promise<SearchCount> {
    const errors = {};
    const ctx = await this.context(filters, errors, m);
    const params: unknown[] = [];
    return this.countWhere(searchWhere(filters, ctx, params), params, m);
  }

  /** Reads what the WHERE clause needs: today, the compiled text query and the custom fields' types. */
  async context(
    filters: SearchFilters,
    errors: Record<string, string>,
    m: EntityManager = this.dataSource.manager,
  ): Promise<SearchContext> {
    const fieldTypes = new Map<number, FieldType>();
    if (filters.fields.length) {
      const rows = await m.query<Array<{ id: number; field_type: FieldType }>>(
        'SELECT id, field_type FROM notice_type_fields WHERE id = ANY($1::int[])',
        [filters.fields.map((f) => f.id)],
      );
      rows.forEach((r) => fieldTypes.set(r.id, r.field_type));
      if (filters.fields.some((f) => !fieldTypes.has(f.id))) errors.f = 'unknown_field';
    }
    return { today: detroitDay(this.clock.now()), tsquery: await this.compile(filters.text, m), fieldTypes };
  }

  /** websearch_to_tsquery accepts any text; a query of stop words only is no text constraint. */
  async compile(text: string | null, m: EntityManager = this.dataSource.manager): Promise<string | null> {
    if (!text) return null;
    const [row] = await m.query<Array<{ q: string; nodes: number }>>(
      `SELECT q::text AS q, numnode(q) AS nodes FROM websearch_to_tsquery('english', $1) AS q`,
      [text],
    );
    return row && row.nodes > 0 ? row.q : null;
  }

  /**
   * Exact while cheap: the planner's estimate first (~0.5 ms); at or below the limit a count capped at
   * limit + 1; above it (or when the capped count overflows) the estimate, marked inexact.
   */
  private async countWhere(where: string, params: unknown[], m: EntityManager = this.dataSource.manager) {
    const [plan] = await m.query<Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM notices n WHERE ${where}`,
      params,
    );
    const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
    if (estimate > EXACT_COUNT_LIMIT * 2) return { total: estimate, exact: false };
    const [{ total }] = await m.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM notices n WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) s`,
      params,
    );
    if (total > EXACT_COUNT_LIMIT) return { total: Math.max(estimate, total), exact: false };
    return { total, exact: true };
  }

  async cards(ids: number[]): Promise<Record<string, SearchCard>> {
    if (!ids.length) return {};
    const rows = await this.dataSource.query<SearchCard[]>(CARDS_SQL, [ids]);
    return Object.fromEntries(rows.map((r) => [String(r.id), r]));
  }

  /** Public notices newest first, for the site's sitemap.xml. */
  async sitemap(raw: Record<string, unknown>) {
    const errors = {};
    const { page } = readSearchPage({ page: raw.page }, errors);
    throwIfErrors(errors);
    const [data, [{ total }]] = await Promise.all([
      this.dataSource.query<Array<{ id: number; lastmod: string }>>(
        `SELECT id, to_char(latest_pub_date, 'YYYY-MM-DD') AS lastmod FROM notices n
         WHERE n.latest_pub_date IS NOT NULL ORDER BY n.latest_pub_date DESC, n.id DESC LIMIT $1 OFFSET $2`,
        [SITEMAP_PER, (page - 1) * SITEMAP_PER],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        'SELECT count(*)::int AS total FROM notices n WHERE n.latest_pub_date IS NOT NULL',
      ),
    ]);
    return { data, total, page, per: SITEMAP_PER };
  }
}
