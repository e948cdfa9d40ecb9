import { FILTER_OPERATORS, encodeListQuery, type FilterValue, type ListQuery } from '@notices/common';

/**
 * Filters in react-admin's `filter` object are flat: `<column>_<operator>` (e.g. `email_cont`,
 * `createdAt_gteq`, `roles_in`). They become `filters[<column>][$<operator>]` in the URL and the API
 * query. A key without a known operator suffix means `$eq`. Filter inputs therefore use sources like
 * `email_cont`.
 */
type Filters = NonNullable<ListQuery['filters']>;
type Operator = (typeof FILTER_OPERATORS)[number];

// Longest first so `not_eq` wins over `eq` and `cont_any` over `cont`... suffixes.
const OPERATORS_BY_LENGTH = [...FILTER_OPERATORS].sort((a, b) => b.length - a.length);

function splitKey(key: string): [string, Operator] {
  const operator = OPERATORS_BY_LENGTH.find((op) => key.endsWith(`_${op}`) && key.length > op.length + 1);
  return operator ? [key.slice(0, -(operator.length + 1)), operator] : [key, 'eq'];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function toApiFilters(flat: Record<string, unknown>): Filters {
  const filters: Filters = {};
  for (const [key, value] of Object.entries(flat)) {
    if (isEmpty(value)) continue;
    const [column, operator] = splitKey(key);
    filters[column] = { ...filters[column], [`$${operator}`]: value as FilterValue };
  }
  return filters;
}

const FILTER_PARAM = /^filters\[([^\]]+)\]\[\$([A-Za-z_]+)\](\[\]|\[from\]|\[to\])?$/;

/** Reads `filters[col][$op]…` parameters back into react-admin's flat filter object. */
export function fromUrlFilters(params: URLSearchParams): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [name, value] of params.entries()) {
    const match = FILTER_PARAM.exec(name);
    if (!match) continue;
    const [, column, operator, suffix] = match;
    const key = operator === 'eq' ? column : `${column}_${operator}`;
    if (suffix === '[]') flat[key] = [...((flat[key] as string[] | undefined) ?? []), value];
    else if (suffix) flat[key] = { ...(flat[key] as object | undefined), [suffix.slice(1, -1)]: value };
    else flat[key] = value;
  }
  return flat;
}

export interface ListParamsValue {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

/** The list query string: page, per, _sort, _order and filters, as the API reads it. */
export function listSearch(params: ListParamsValue): string {
  return encodeListQuery({
    page: params.page,
    per: params.perPage,
    _sort: params.sort || undefined,
    _order: params.sort ? params.order : undefined,
    filters: toApiFilters(params.filter),
  });
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

export function parseListSearch(search: string, defaults: Omit<ListParamsValue, 'filter' | 'page'>) {
  const params = new URLSearchParams(search);
  const order = params.get('_order');
  return {
    page: positive(params.get('page'), 1),
    perPage: positive(params.get('per'), defaults.perPage),
    sort: params.get('_sort') ?? defaults.sort,
    order: order === 'ASC' || order === 'DESC' ? order : defaults.order,
    filter: fromUrlFilters(params),
  } satisfies ListParamsValue;
}
