import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ErrorCode,
  FILTER_OPERATORS,
  FIRST_PAGE,
  parseId,
  type FilterOperator,
} from '@notices/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Brackets } from 'typeorm';
import { AppException } from './app-exception';
import { ID_RULE } from './id-rule';

/** `id`: a record id, spelled canonically (see parseId). */
export type ColumnType = 'string' | 'number' | 'id' | 'date' | 'boolean';

export interface ColumnSpec {
  /** SQL expression the column maps to, e.g. `u.email`. */
  sql: string;
  type: ColumnType;
  sortable?: boolean;
  filterable?: boolean;
  /**
   * Operators answered by their own SQL instead of `sql`, e.g. `$in` on county ids of a publication while
   * `$cont` reads the county names: `where` gets the parameter name, the value is parsed as `type`.
   */
  operators?: Partial<Record<FilterOperator, { type: ColumnType; where: (param: string) => string }>>;
}

export interface ListSpec {
  columns: Record<string, ColumnSpec>;
  defaultSort: { column: string; order: 'ASC' | 'DESC' };
  /** A unique column that makes the order total, so pages never overlap. */
  tieBreaker: string;
}

export interface ListPage<T> {
  data: T[];
  total: number;
  page: number;
  per: number;
}

type RawQuery = Record<string, unknown>;

function positiveInteger(raw: unknown, field: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < 1 || value > max) {
    throw AppException.badRequest(ErrorCode.validationFailed, {
      [field]: `must be a whole number from 1 to ${max}`,
    });
  }
  return value;
}

function scalar(raw: unknown, column: string, spec: ColumnSpec): string | number | boolean | Date {
  if (typeof raw !== 'string')
    throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'invalid filter value' });
  switch (spec.type) {
    case 'number': {
      const n = Number(raw);
      if (raw === '' || !Number.isFinite(n))
        throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'must be a number' });
      return n;
    }
    case 'id': {
      const id = parseId(raw);
      if (id === null) throw AppException.badRequest(ErrorCode.validationFailed, { [column]: ID_RULE });
      return id;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false')
        throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'must be true or false' });
      return raw === 'true';
    case 'date': {
      const d = new Date(raw);
      if (Number.isNaN(d.getTime()))
        throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'must be an ISO date' });
      return d;
    }
    default:
      return raw;
  }
}

/** The query parser (qs) turns a list longer than 20 into an object keyed 0, 1, 2…: the same list. */
function asList(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(',');
  if (typeof raw !== 'object' || raw === null) return null;
  const entries = Object.entries(raw);
  return entries.every(([key], index) => key === String(index)) ? entries.map(([, value]) => value) : null;
}

function list(raw: unknown, column: string, spec: ColumnSpec): Array<string | number | boolean | Date> {
  const values = asList(raw);
  if (!values || values.length === 0)
    throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'must be a list' });
  return values.map((v) => scalar(v, column, spec));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Turns one `filters[column][$op]=value` into SQL on the builder (parameters only, never interpolation). */
function applyFilter<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  column: string,
  spec: ColumnSpec,
  operator: FilterOperator,
  raw: unknown,
  n: number,
): void {
  const p = `f${n}`;
  const custom = spec.operators?.[operator];
  if (custom) {
    const typed = { ...spec, type: custom.type };
    const many =
      operator === 'in' || operator === 'notIn' || operator === 'cont_any' || operator === 'cont_all';
    qb.andWhere(custom.where(p), { [p]: many ? list(raw, column, typed) : scalar(raw, column, typed) });
    return;
  }
  const text = spec.type === 'string' ? `${spec.sql}::text` : spec.sql;
  switch (operator) {
    case 'cont':
    case 'contain':
    case 'matches':
      qb.andWhere(`${text} ILIKE :${p}`, {
        [p]: `%${escapeLike(String(scalar(raw, column, { ...spec, type: 'string' })))}%`,
      });
      return;
    case 'start':
      qb.andWhere(`${text} ILIKE :${p}`, {
        [p]: `${escapeLike(String(scalar(raw, column, { ...spec, type: 'string' })))}%`,
      });
      return;
    case 'end':
      qb.andWhere(`${text} ILIKE :${p}`, {
        [p]: `%${escapeLike(String(scalar(raw, column, { ...spec, type: 'string' })))}`,
      });
      return;
    case 'cont_any':
    case 'cont_all': {
      const words = list(raw, column, { ...spec, type: 'string' }).map(String);
      qb.andWhere(
        new Brackets((b) => {
          words.forEach((word, i) => {
            const clause = `${text} ILIKE :${p}_${i}`;
            const params = { [`${p}_${i}`]: `%${escapeLike(word)}%` };
            if (operator === 'cont_any') b.orWhere(clause, params);
            else b.andWhere(clause, params);
          });
        }),
      );
      return;
    }
    case 'eq':
    case 'equal':
      qb.andWhere(`${spec.sql} = :${p}`, { [p]: scalar(raw, column, spec) });
      return;
    case 'not_eq':
      qb.andWhere(`${spec.sql} IS DISTINCT FROM :${p}`, { [p]: scalar(raw, column, spec) });
      return;
    case 'gt':
    case 'gteq':
    case 'lt':
    case 'lteq': {
      const sign = ({ gt: '>', gteq: '>=', lt: '<', lteq: '<=' } as Record<string, string>)[operator];
      qb.andWhere(`${spec.sql} ${sign} :${p}`, { [p]: scalar(raw, column, spec) });
      return;
    }
    case 'between': {
      const range = raw as { from?: unknown; to?: unknown };
      if (typeof range !== 'object' || range === null) {
        throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'between needs from and to' });
      }
      if (range.from !== undefined && range.from !== '')
        qb.andWhere(`${spec.sql} >= :${p}a`, { [`${p}a`]: scalar(range.from, column, spec) });
      if (range.to !== undefined && range.to !== '')
        qb.andWhere(`${spec.sql} <= :${p}b`, { [`${p}b`]: scalar(range.to, column, spec) });
      return;
    }
    case 'in': {
      const values = list(raw, column, spec);
      // A set of record ids (the admin's getMany) is answered in one page: no more than a page holds.
      if (column === 'id' && values.length > ADMIN_MAX_PAGE_SIZE)
        throw AppException.badRequest('validation_failed', { id: `at most ${ADMIN_MAX_PAGE_SIZE} ids` });
      qb.andWhere(`${spec.sql} IN (:...${p})`, { [p]: values });
      return;
    }
    case 'notIn':
      qb.andWhere(`${spec.sql} NOT IN (:...${p})`, { [p]: list(raw, column, spec) });
      return;
    case 'present':
      qb.andWhere(`${spec.sql} IS NOT NULL AND ${text} <> ''`);
      return;
    case 'null':
      qb.andWhere(`${spec.sql} IS NULL`);
      return;
    case 'not_null':
      qb.andWhere(`${spec.sql} IS NOT NULL`);
      return;
  }
}

/**
 * The one list-query parser every admin list uses: validates page, per, _sort, _order and
 * `filters[column][$operator]`, applies them to the builder, and answers one page with its total.
 */
export async function runListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: RawQuery,
  spec: ListSpec,
): Promise<{ items: T[]; total: number; page: number; per: number }> {
  const page = positiveInteger(query.page, 'page', FIRST_PAGE, 1_000_000);
  const per = positiveInteger(query.per, 'per', ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE);
  const sortColumn = query._sort === undefined || query._sort === '' ? spec.defaultSort.column : query._sort;
  const sort = typeof sortColumn === 'string' ? spec.columns[sortColumn] : undefined;
  if (!sort || sort.sortable === false)
    throw AppException.badRequest(ErrorCode.validationFailed, { _sort: 'cannot sort by this column' });
  const rawOrder =
    query._order === undefined || query._order === ''
      ? spec.defaultSort.order
      : String(query._order).toUpperCase();
  if (rawOrder !== 'ASC' && rawOrder !== 'DESC')
    throw AppException.badRequest(ErrorCode.validationFailed, { _order: 'must be ASC or DESC' });

  const filters = query.filters ?? {};
  if (typeof filters !== 'object' || Array.isArray(filters))
    throw AppException.badRequest(ErrorCode.validationFailed, { filters: 'invalid filters' });
  let n = 0;
  for (const [column, operators] of Object.entries(filters as Record<string, unknown>)) {
    const columnSpec = spec.columns[column];
    if (!columnSpec || columnSpec.filterable === false)
      throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'cannot filter by this column' });
    if (typeof operators !== 'object' || operators === null)
      throw AppException.badRequest(ErrorCode.validationFailed, { [column]: 'invalid filter' });
    for (const [key, value] of Object.entries(operators as Record<string, unknown>)) {
      const operator = key.replace(/^\$/, '') as FilterOperator;
      if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
        throw AppException.badRequest(ErrorCode.validationFailed, { [column]: `unknown operator ${key}` });
      }
      applyFilter(qb, column, columnSpec, operator, value, n++);
    }
  }

  qb.orderBy(sort.sql, rawOrder, rawOrder === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
  if (sort.sql !== spec.tieBreaker) qb.addOrderBy(spec.tieBreaker, rawOrder);
  const [items, total] = await qb
    .skip((page - 1) * per)
    .take(per)
    .getManyAndCount();
  return { items, total, page, per };
}
