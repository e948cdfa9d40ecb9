/**
 * The admin list query: page, per, _sort, _order and filters written
 * `filters[<column>][$<operator>]=<value>`. The data provider writes it; the API's one parser reads it.
 */
export const FILTER_OPERATORS = [
  'cont',
  'start',
  'end',
  'eq',
  'not_eq',
  'gt',
  'gteq',
  'lt',
  'lteq',
  'between',
  'in',
  'notIn',
  'contain',
  'equal',
  'matches',
  'cont_any',
  'cont_all',
  'present',
  'null',
  'not_null',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FilterValue =
  string | number | boolean | null | Array<string | number> | { from?: string; to?: string };

export interface ListQuery {
  page?: number;
  per?: number;
  _sort?: string;
  _order?: 'ASC' | 'DESC';
  filters?: Record<string, Partial<Record<`$${FilterOperator}`, FilterValue>>>;
}

/** Serializes a list query as the API expects: arrays repeat `[]`, objects nest in brackets. */
export function encodeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.per !== undefined) params.set('per', String(query.per));
  if (query._sort) params.set('_sort', query._sort);
  if (query._order) params.set('_order', query._order);
  for (const [column, operators] of Object.entries(query.filters ?? {})) {
    for (const [operator, value] of Object.entries(operators ?? {})) {
      const key = `filters[${column}][${operator}]`;
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
      else if (value !== null && typeof value === 'object') {
        if (value.from !== undefined) params.set(`${key}[from]`, value.from);
        if (value.to !== undefined) params.set(`${key}[to]`, value.to);
      } else params.set(key, value === null ? '' : String(value));
    }
  }
  return params.toString();
}
