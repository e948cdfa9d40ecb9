import { Injectable } from '@nestjs/common';
import { addDays, detroitDay, ErrorCode, type FieldType } from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { LruCache } from '../platform/lru-cache';
import { ReadDatabase, type ReadTarget } from '../database/read-database';
import type { SitemapDto } from './dto/search-answer.dto';
import { dayRange, throwIfErrors, type SearchFilters, type SearchRequest } from './search-params';
import {
  estimateBasis,
  fieldsByProbe,
  fieldValueTests,
  hasPhrase,
  newestMatchingDay,
  searchWhere,
  VALUES_READ_PER_PROBE,
  type SearchContext,
} from './search-sql';
import { pairsHoldText, pairsVector, requiredPairs } from './phrase-keys';
import { SearchCards } from './search-cards';
import { SearchChanges, UntilChanged } from './search-changes';
import { SearchPages, type PageWindows } from './search-pages';
import { plannedRows, SearchTotals, type SearchCount } from './search-totals';
import { phraseWalk, walksFirst } from './search-walk';

export { EXACT_COUNT_LIMIT, type SearchCount } from './search-totals';
/** Deepest offset served by OFFSET; beyond it the caller must narrow the search. */
export const MAX_OFFSET = 10_000;
const SITEMAP_PER = 10_000;
/** Whether a compiled tsquery (`'a' & !'b'`) asks for some word, not only for words to exclude. */
export function hasIncludedWord(tsquery: string): boolean {
  return tsquery.replace(/!'[^']*(?:''[^']*)*'/g, '').includes("'");
}

/** A text search's page windows, in days back from the newest published date (SearchPages). */
const PAGE_WINDOW_DAYS = [7, 31, 122, 487];
/**
 * A search whose own date range is this short gets no windows: at 1M notices they made `court` last week
 * 25 -> 196 ms and a phrase this quarter 11 -> 118 ms, where the range alone kept the sort small.
 */
const SHORT_RANGE_DAYS = 183;
/** Distinct search texts whose compiled tsquery is kept (compiling is a round trip to PostgreSQL). */
const COMPILED_TEXTS = 2_000;

/** A search text as the WHERE clause asks for it. */
interface CompiledText {
  tsquery: string;
  phraseKeys: number[];
}

/**
 * A search's answer. The cards arrive from PostgreSQL as JSON text (`{ id: SearchCardDto }`) and are
 * sent as they are: parsing them only to serialize them again was a good part of a search's time.
 */
export interface SearchAnswer {
  result: number[];
  entitiesJson: string;
  total: number;
  totalExact: boolean;
  page: number;
  per: number;
}

/** The answer's JSON: `{ result, entities, total, totalExact, page, per }`. */
export function searchAnswerJson(answer: SearchAnswer): string {
  const { result, entitiesJson, total, totalExact, page, per } = answer;
  return `{"result":${JSON.stringify(result)},"entities":${entitiesJson},"total":${total},"totalExact":${totalExact},"page":${page},"per":${per}}`;
}

/**
 * The public search over the trigger-maintained columns of the Search migration. Searches and the
 * sitemap read from ReadDatabase (the replica when there is one); saved searches and alerts pass their
 * own manager on the primary.
 */
@Injectable()
export class SearchService {
  private readonly compiled = new LruCache<string, CompiledText | null>(COMPILED_TEXTS);
  private readonly spans: UntilChanged<'widest', number>;
  private readonly newestDays: UntilChanged<'newest', string | null>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ReadDatabase,
    private readonly clock: Clock,
    private readonly totals: SearchTotals,
    private readonly cards: SearchCards,
    changes: SearchChanges,
    private readonly pages: SearchPages,
  ) {
    this.spans = new UntilChanged(changes, 1);
    this.newestDays = new UntilChanged(changes, 1);
  }

  /**
   * The page first, with its cards, in one statement; the total only when the page cannot tell it (a
   * full page, or an empty one past the start), and then usually remembered from an earlier search.
   */
  async search({ filters, page, per }: SearchRequest): Promise<SearchAnswer> {
    return this.reads.read((m) => this.searchOn(m, filters, page, per, {}));
  }

  private async searchOn(
    m: ReadTarget,
    filters: SearchFilters,
    page: number,
    per: number,
    errors: Record<string, string>,
  ): Promise<SearchAnswer> {
    const read = await this.contextOn(m, filters, errors);
    throwIfErrors(errors);
    const ctx = await this.withFieldPlan(m, filters, read);
    const params: unknown[] = [];
    const where = searchWhere(filters, ctx, params);
    const estimateOf = estimateBasis(filters, ctx) ?? { where, params };
    const walkedRows = ctx.tsquery && hasPhrase(ctx.tsquery) ? () => phraseWalk(m, filters, ctx) : null;
    const count = (whateverTheEstimate = false) =>
      this.totals.count(m, where, params, whateverTheEstimate ? null : estimateOf, walkedRows);
    const offset = (page - 1) * per;
    const answer = (result: number[], entitiesJson: string, total: SearchCount): SearchAnswer => ({
      result,
      entitiesJson,
      total: total.total,
      totalExact: total.exact,
      page,
      per,
    });
    if (offset > MAX_OFFSET) {
      const counted = await count();
      if (offset < counted.total) throw AppException.badRequest(ErrorCode.moreSpecificSearchRequired);
      return answer([], '{}', counted);
    }
    // A text is counted first: the count is bounded (a bitmap, capped), and what it finds chooses the
    // page's plan. None or too few for this page: no page to look for. Few: just read them.
    const counted = ctx.tsquery && hasIncludedWord(ctx.tsquery) ? await count() : null;
    if (counted?.exact && counted.total <= offset) return answer([], '{}', counted);
    // Few: just read by the count. Walked: the count found them dense in date order.
    const few = counted?.exact === true && !counted.walked;
    const windows = few ? null : await this.pageWindows(m, filters, ctx);
    const walk =
      counted?.walked === true || (!few && (await walksFirst(m, filters, ctx, counted, offset + per)));
    // A walk that ran out met the matches sparse where the estimate said dense: they are counted after
    // all (whatever the estimate), and that count is the total.
    const afterWalk: { counted?: SearchCount } = {};
    const countAfterWalk = counted?.uncounted ? async () => (afterWalk.counted = await count(true)) : null;
    const ids = await this.pages.ids(m, where, params, per, offset, { windows, few, walk, countAfterWalk });
    const known = afterWalk.counted ?? counted;
    const [entities, total] = await Promise.all([
      this.cards.entitiesJson(m, ids),
      this.pageTotal(ids.length, per, offset, (pastTheEnd) =>
        known && (known.exact || !pastTheEnd) ? Promise.resolve(known) : count(pastTheEnd),
      ),
    ]);
    return answer(ids, entities, total);
  }

  /**
   * A partly filled page ends the results, so it tells the exact total; otherwise it is counted. An empty
   * page past the start is counted whatever the planner's estimate: the estimate said there were more.
   */
  private async pageTotal(
    found: number,
    per: number,
    offset: number,
    count: (pastTheEnd: boolean) => Promise<SearchCount>,
  ): Promise<SearchCount> {
    if (found > 0 && found < per) return { total: offset + found, exact: true };
    if (found === 0 && offset === 0) return { total: 0, exact: true };
    const counted = await count(found === 0);
    // An estimate (or a total counted just before new notices appeared) never contradicts the page.
    return found && counted.total < offset + found ? { total: offset + found, exact: false } : counted;
  }

  /** The number of matches of validated filters (saved searches' numberOfHits), bounded like search. */
  async count(
    filters: SearchFilters,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SearchCount> {
    const errors = {};
    const m = this.reads.onPrimary(manager);
    const ctx = await this.contextOn(m, filters, errors);
    const params: unknown[] = [];
    const where = searchWhere(filters, ctx, params);
    return this.totals.count(m, where, params, estimateBasis(filters, ctx) ?? { where, params });
  }

  /** Reads what the WHERE clause needs, on the primary through `manager` (alerts, saved searches). */
  context(
    filters: SearchFilters,
    errors: Record<string, string>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SearchContext> {
    return this.contextOn(this.reads.onPrimary(manager), filters, errors);
  }

  /** Reads what the WHERE clause needs: today, the compiled text query and the custom fields' types. */
  private async contextOn(
    m: ReadTarget,
    filters: SearchFilters,
    errors: Record<string, string>,
  ): Promise<SearchContext> {
    const fieldTypes = new Map<number, FieldType>();
    if (filters.fields.length) {
      const rows = await m.query<{ id: number; field_type: FieldType }>(
        'SELECT id, field_type FROM notice_type_fields WHERE id = ANY($1::int[])',
        [filters.fields.map((f) => f.id)],
      );
      rows.forEach((r) => fieldTypes.set(r.id, r.field_type));
      if (filters.fields.some((f) => !fieldTypes.has(f.id))) errors.f = 'unknown_field';
    }
    const today = detroitDay(this.clock.now());
    const widestSpanDays = dayRange(filters, today) ? await this.widestSpan(m) : null;
    const text = await this.compileOn(filters.text, m);
    return {
      today,
      tsquery: text?.tsquery ?? null,
      phraseKeys: text?.phraseKeys,
      textByKeys: text ? text.phraseKeys.length > 0 && pairsHoldText(text.tsquery) : false,
      fieldTypes,
      widestSpanDays,
      areaUnserved: filters.area.length > 0 && !(await this.anyServed(m, filters.area, filters.pub)),
    };
  }

  /**
   * Whether a publication (one of `pubs`, when given) serves one of `counties` (publication_counties: a
   * few hundred rows).
   */
  private async anyServed(m: ReadTarget, counties: number[], pubs: number[]): Promise<boolean> {
    const [row] = await m.query<{ served: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM publication_counties WHERE county_id = ANY($1::int[])
         AND (cardinality($2::int[]) = 0 OR publication_id = ANY($2::int[]))) AS served`,
      [counties, pubs],
    );
    return row.served;
  }

  /**
   * With custom fields: whether they are probed notice by notice (search-sql.ts, fieldsByProbe), from
   * the planner's estimates of the notices the other filters leave and of the values each field's test
   * matches (two or three plans, ~1 ms); a test no index serves reads every value (VALUES_READ_PER_PROBE).
   */
  private async withFieldPlan(
    m: ReadTarget,
    filters: SearchFilters,
    ctx: SearchContext,
  ): Promise<SearchContext> {
    const tests = fieldValueTests(filters, ctx);
    if (!tests.length) return ctx;
    let fewestValues = Infinity;
    let everyValue: number | undefined;
    for (const test of tests) {
      const values = test.indexed
        ? await plannedRows(m, test.where, test.params, 'notice_field_values fv')
        : (everyValue ??= await plannedRows(m, 'true', [], 'notice_field_values fv')) / VALUES_READ_PER_PROBE;
      fewestValues = Math.min(fewestValues, values);
    }
    const params: unknown[] = [];
    const others = await plannedRows(m, searchWhere({ ...filters, fields: [] }, ctx, params), params);
    return {
      ...ctx,
      probeFields: fieldsByProbe(others, fewestValues),
      fieldMatches: fewestValues,
    };
  }

  /**
   * The windows within the search's own date range, counted back from the newest date a match can have:
   * the newest published date of any notice, or the range's end plus the widest span when that is older.
   * None for a text of exclusions only (`-word`): its index scan would read the whole index.
   */
  private async pageWindows(
    m: ReadTarget,
    filters: SearchFilters,
    ctx: SearchContext,
  ): Promise<PageWindows | null> {
    if (!ctx.tsquery || !hasIncludedWord(ctx.tsquery)) return null;
    let newest = await this.newestDay(m);
    if (!newest) return null;
    const range = dayRange(filters, ctx.today);
    // A range of a few months already keeps the sort small; there, windows mostly cost empty scans.
    if (range && range.from > addDays(range.to, -SHORT_RANGE_DAYS)) return null;
    const newestMatching = range && newestMatchingDay(range, ctx);
    if (newestMatching && newestMatching < newest) newest = newestMatching;
    const rangeFrom = range?.from ?? '0001-01-01';
    const starts = PAGE_WINDOW_DAYS.map((days) => addDays(newest, 1 - days)).filter(
      (start) => start > rangeFrom,
    );
    return starts.length ? { starts, newest } : null;
  }

  /** The newest published date of any public notice (an index answers it), until the next change. */
  private newestDay(m: ReadTarget): Promise<string | null> {
    return this.newestDays.through(
      'newest',
      async () =>
        (
          await m.query<{ day: string | null }>(
            `SELECT to_char(max(latest_pub_date), 'YYYY-MM-DD') AS day FROM notices WHERE latest_pub_date IS NOT NULL`,
          )
        )[0].day,
      m,
    );
  }

  /** The most days a public notice's published days span (an index answers it), until the next change. */
  private widestSpan(m: ReadTarget): Promise<number> {
    return this.spans.through(
      'widest',
      async () =>
        (
          await m.query<{ days: number }>(
            `SELECT coalesce(max(latest_pub_date - first_pub_date), 0) AS days FROM notices
             WHERE latest_pub_date IS NOT NULL`,
          )
        )[0].days,
      m,
    );
  }

  /** websearch_to_tsquery accepts any text; a query of stop words only is no text constraint. */
  async compile(
    text: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    return (await this.compileOn(text, this.reads.onPrimary(manager)))?.tsquery ?? null;
  }

  /** The text's tsquery and its phrases' keys (phrase-keys.ts), remembered for the next search. */
  private async compileOn(text: string | null, m: ReadTarget): Promise<CompiledText | null> {
    if (!text) return null;
    const known = this.compiled.get(text);
    if (known !== undefined) return known;
    const [row] = await m.query<{ q: string; nodes: number }>(
      `SELECT q::text AS q, numnode(q) AS nodes FROM websearch_to_tsquery('english', $1) AS q`,
      [text],
    );
    const compiled =
      row && row.nodes > 0 ? { tsquery: row.q, phraseKeys: await this.phraseKeys(m, row.q) } : null;
    this.compiled.set(text, compiled);
    return compiled;
  }

  /** The keys of the pairs every match of `tsquery` holds, as the migration's function keys a notice. */
  private async phraseKeys(m: ReadTarget, tsquery: string): Promise<number[]> {
    const vector = pairsVector(requiredPairs(tsquery));
    if (!vector) return [];
    const [row] = await m.query<{ keys: number[] }>('SELECT notice_phrase_keys($1::tsvector) AS keys', [
      vector,
    ]);
    return row.keys;
  }

  /** Public notices newest first, for the site's sitemap.xml. */
  async sitemap(page: number): Promise<SitemapDto> {
    return this.reads.read((m) => this.sitemapOn(m, page));
  }

  private async sitemapOn(m: ReadTarget, page: number): Promise<SitemapDto> {
    const [data, [{ total }]] = await Promise.all([
      m.query<{ id: number; lastmod: string }>(
        `SELECT id, to_char(latest_pub_date, 'YYYY-MM-DD') AS lastmod FROM notices n
         WHERE n.latest_pub_date IS NOT NULL ORDER BY n.latest_pub_date DESC, n.id DESC LIMIT $1 OFFSET $2`,
        [SITEMAP_PER, (page - 1) * SITEMAP_PER],
      ),
      m.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM notices n WHERE n.latest_pub_date IS NOT NULL',
      ),
    ]);
    return { data, total, page, per: SITEMAP_PER };
  }
}
