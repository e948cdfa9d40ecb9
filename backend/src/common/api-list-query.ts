import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, FIRST_PAGE } from '@notices/common';

export interface ListQueryDocs {
  /** The sortable columns (`_sort`). */
  sort: readonly string[];
  /** Which columns and operators `filters` takes; omitted: the list takes no filters. */
  filters?: string;
  filterExample?: Record<string, Record<string, unknown>>;
}

/**
 * Documents the back office's list parameters (common/list-query.ts reads them):
 * `page`, `per`, `_sort`, `_order` and `filters[<column>][$<operator>]=<value>`.
 */
export function ApiListQuery({ sort, filters, filterExample }: ListQueryDocs) {
  const decorators = [
    ApiQuery({ name: 'page', required: false, type: 'integer', minimum: 1, example: FIRST_PAGE }),
    ApiQuery({
      name: 'per',
      required: false,
      type: 'integer',
      minimum: 1,
      maximum: ADMIN_MAX_PAGE_SIZE,
      example: ADMIN_PAGE_SIZE,
    }),
    ApiQuery({ name: '_sort', required: false, enum: [...sort] }),
    ApiQuery({ name: '_order', required: false, enum: ['ASC', 'DESC'] }),
  ];
  if (filters) {
    decorators.push(
      ApiQuery({
        name: 'filters',
        required: false,
        style: 'deepObject',
        explode: true,
        schema: {
          type: 'object',
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
        description: `filters[<column>][$<operator>]=<value>: ${filters}`,
        ...(filterExample ? { example: filterExample } : {}),
      }),
    );
  }
  return applyDecorators(...decorators);
}
