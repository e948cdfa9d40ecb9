import { ErrorCode, toDay } from '@notices/common';
import type { SelectQueryBuilder } from 'typeorm';
import { AppException } from '../platform/app-exception';
import type { ListSpec } from '../platform/list-query';
import type { Notice } from './notice.entity';

const idsOrName = (table: string, column: string) => ({
  sql: `(SELECT x.name FROM ${table} x WHERE x.id = n.${column})`,
  type: 'string' as const,
  sortable: false,
  operators: {
    in: { type: 'id' as const, where: (p: string) => `n.${column} IN (:...${p})` },
    eq: { type: 'id' as const, where: (p: string) => `n.${column} = :${p}` },
  },
});

/** Columns of the notice list (docs/api-notices.md); publicationDates and allVersions are read by takeNoticeFilters. */
export const NOTICE_LIST: ListSpec = {
  columns: {
    id: { sql: 'n.id', type: 'id' },
    title: { sql: 'n.title', type: 'string' },
    status: { sql: 'n.status', type: 'string' },
    hasPreviousVersions: { sql: '(n.version > 1)', type: 'boolean', sortable: false },
    publication: idsOrName('publications', 'publication_id'),
    noticeType: idsOrName('notice_types', 'notice_type_id'),
    submissionType: { sql: 'n.submission_type', type: 'string' },
    createdAt: { sql: 'n.created_at', type: 'date' },
  },
  defaultSort: { column: 'createdAt', order: 'DESC' },
  tieBreaker: 'n.id',
};

const bad = (message: string) =>
  AppException.badRequest(ErrorCode.validationFailed, { publicationDates: message });

function day(raw: unknown): string {
  const value = typeof raw === 'string' ? toDay(raw) : null;
  if (!value) throw bad('must be a day YYYY-MM-DD');
  return value;
}

/** Longest text the notices list's search box takes. */
export const NOTICE_LIST_SEARCH_MAX = 200;

/**
 * The search box of the notices list (`filters[q][$cont]`): words of the title, content and custom-field
 * text (the notice's search vector, English stemming, `"a phrase"` and `-word` as on the public site),
 * or the notice's id (`123` or `#123`). Drafts and archived versions have no public index entry: the
 * vector is matched through two partial GIN indexes, the public one (`latest_pub_date IS NOT NULL`) and
 * `notices_search_unpublished` (the rest), so a search never reads every row of a large scope.
 */
function searchBox(qb: SelectQueryBuilder<Notice>, raw: Record<string, unknown>): void {
  const operators = Object.keys(raw);
  const value = raw.$cont ?? raw.$eq;
  if (operators.some((op) => op !== '$cont' && op !== '$eq') || typeof value !== 'string')
    throw AppException.badRequest(ErrorCode.validationFailed, { q: 'a text: filters[q][$cont]=words' });
  const text = value.trim();
  if (text.length > NOTICE_LIST_SEARCH_MAX)
    throw AppException.badRequest(ErrorCode.validationFailed, {
      q: `at most ${NOTICE_LIST_SEARCH_MAX} characters`,
    });
  if (!text) return;
  const id = /^#?(\d{1,9})$/.exec(text);
  const words = `websearch_to_tsquery('english', :q)`;
  qb.andWhere(
    `(${id ? 'n.id = :qid OR ' : ''}(n.latest_pub_date IS NOT NULL AND n.search @@ ${words})
      OR (n.latest_pub_date IS NULL AND n.search @@ ${words}))`,
    { q: text, ...(id ? { qid: Number(id[1]) } : {}) },
  );
}

/**
 * Applies the filters the generic parser cannot express (any of a notice's dates on a day or in a
 * range; all versions or only current ones; the search box) and answers the query without them.
 */
export function takeNoticeFilters(
  qb: SelectQueryBuilder<Notice>,
  query: Record<string, unknown>,
): Record<string, unknown> {
  const filters = { ...((query.filters ?? {}) as Record<string, Record<string, unknown>>) };
  if (typeof filters !== 'object' || Array.isArray(filters)) return query;
  const all = filters.allVersions?.$eq;
  delete filters.allVersions;
  if (all !== 'true') qb.andWhere('NOT n.has_next_version');
  const search = filters.q;
  delete filters.q;
  if (search !== undefined) {
    if (typeof search !== 'object' || search === null || Array.isArray(search))
      throw AppException.badRequest(ErrorCode.validationFailed, { q: 'invalid filter' });
    searchBox(qb, search);
  }
  const dates = filters.publicationDates;
  delete filters.publicationDates;
  if (dates && typeof dates === 'object') {
    const clauses: string[] = [];
    const params: Record<string, string> = {};
    for (const [op, raw] of Object.entries(dates)) {
      if (op === '$eq') {
        clauses.push('pdf.date = :pdEq');
        params.pdEq = day(raw);
      } else if (op === '$between' && raw && typeof raw === 'object') {
        const { from, to } = raw as { from?: unknown; to?: unknown };
        if (from) {
          clauses.push('pdf.date >= :pdFrom');
          params.pdFrom = day(from);
        }
        if (to) {
          clauses.push('pdf.date <= :pdTo');
          params.pdTo = day(to);
        }
      } else if (op === '$gteq' || op === '$lteq') {
        const key = op === '$gteq' ? 'pdGte' : 'pdLte';
        clauses.push(`pdf.date ${op === '$gteq' ? '>=' : '<='} :${key}`);
        params[key] = day(raw);
      } else throw bad(`unsupported operator ${op}`);
    }
    if (clauses.length)
      qb.andWhere(
        `EXISTS (SELECT 1 FROM publication_dates pdf WHERE pdf.notice_id = n.id AND ${clauses.join(' AND ')})`,
        params,
      );
  }
  return { ...query, filters };
}
