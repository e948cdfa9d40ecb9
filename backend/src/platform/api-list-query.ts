import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, FIRST_PAGE } from '@notices/common';
import type { ListSpec } from './list-query';

export interface ListFilterDocs {
  /** Which columns and operators `filters` takes. */
  filters: string;
  filterExample?: Record<string, Record<string, unknown>>;
}

/**
 * Documents the list query that runListQuery reads: page, per, _sort (the list spec's sortable
 * columns, so the document cannot drift from the code), _order, and `filters[column][$operator]=value`
 * (a deepObject).
 */
export function ApiListQuery(spec: ListSpec, { filters, filterExample }: ListFilterDocs) {
  const sortable = Object.entries(spec.columns)
    .filter(([, column]) => column.sortable !== false)
    .map(([name]) => name);
  return applyDecorators(
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: FIRST_PAGE } }),
    ApiQuery({
      name: 'per',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: ADMIN_MAX_PAGE_SIZE, default: ADMIN_PAGE_SIZE },
    }),
    ApiQuery({
      name: '_sort',
      required: false,
      enum: sortable,
      description: `default ${spec.defaultSort.column}`,
    }),
    ApiQuery({ name: '_order', required: false, enum: ['ASC', 'DESC'] }),
    ApiQuery({
      name: 'filters',
      required: false,
      style: 'deepObject',
      explode: true,
      schema: {
        type: 'object',
        additionalProperties: { type: 'object', additionalProperties: true },
      },
      description: `filters[<column>][$<operator>]=<value>: ${filters}`,
      ...(filterExample ? { example: filterExample } : {}),
    }),
  );
}
