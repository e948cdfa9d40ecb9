import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { SAVED_DATE_RANGES, SEARCH_DEFAULT_PAGE_SIZE } from '@notices/common';
import {
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import type { FieldErrors } from '../../platform/app-exception';
import { readSearchRequest, SEARCH_MAX_PER, throwIfErrors, type SearchRequest } from '../search-params';

/** The search rules' reading of one request: its field errors and, read in the same pass, the search. */
interface Verdict {
  errors: FieldErrors;
  request: SearchRequest;
}

/** Computed once per request however many fields ask, and kept for the controller (validatedSearch). */
const verdicts = new WeakMap<object, Verdict>();

function verdictOf(input: object): Verdict {
  let verdict = verdicts.get(input);
  if (!verdict) {
    const errors: FieldErrors = {};
    verdict = { errors, request: readSearchRequest(input, errors) };
    verdicts.set(input, verdict);
  }
  return verdict;
}

/**
 * The search a validated query asks, as the search rules read it while validating: the query is parsed
 * once per request. Throws the field errors for a query that was not valid.
 */
export function validatedSearch(query: SearchQueryDto | SitemapQueryDto): SearchRequest {
  const { errors, request } = verdictOf(query);
  throwIfErrors(errors);
  return request;
}

/**
 * Each search field is checked by the one set of search rules (search-params.ts, which the services
 * read the values with too), so the 400 names the same fields with the same messages as before.
 */
@ValidatorConstraint({ name: 'searchRule' })
class SearchRule implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    return verdictOf(args.object).errors[args.property] === undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return verdictOf(args.object).errors[args.property] ?? 'invalid';
  }
}

/** A search field: its OpenAPI shape and the search rule. Values stay as sent (strings in a query). */
function SearchField(doc: Parameters<typeof ApiPropertyOptional>[0]) {
  return applyDecorators(ApiPropertyOptional(doc), Validate(SearchRule));
}

const idList = (description: string) =>
  SearchField({ type: [Number], minimum: 1, description: `${description}; repeat the key for several` });

/** The filters of a search (docs/api-search.md), shared by the search and saved searches; null is none. */
export class SearchFiltersDto {
  @SearchField({
    type: String,
    nullable: true,
    maxLength: 1000,
    description: 'words to find (several values: the first)',
  })
  for?: unknown;
  @idList('publication ids') pub?: unknown;
  @idList('county ids') area?: unknown;
  @SearchField({
    enum: SAVED_DATE_RANGES,
    nullable: true,
    description: 'a preset period of Detroit days, or all: every date (as no range)',
  })
  dateRange?: unknown;
  @SearchField({
    type: String,
    nullable: true,
    example: '2026-11-01',
    description: 'first day (a day, ISO instant or ms)',
  })
  from?: unknown;
  @SearchField({
    type: String,
    nullable: true,
    example: '2026-11-30',
    description: 'last day; not before from',
  })
  to?: unknown;
  @SearchField({ type: Number, nullable: true, minimum: 1, description: 'notice type id' })
  type?: unknown;
  @idList('custom field ids, paired with v by position') f?: unknown;
  @SearchField({ type: [String], description: "the custom fields' values, paired with f" })
  v?: unknown;
}

export class SearchQueryDto extends SearchFiltersDto {
  @SearchField({ type: Number, minimum: 1, default: 1 }) page?: unknown;
  @SearchField({ type: Number, minimum: 1, maximum: SEARCH_MAX_PER, default: SEARCH_DEFAULT_PAGE_SIZE })
  per?: unknown;
}

export class SitemapQueryDto {
  @SearchField({ type: Number, minimum: 1, default: 1 }) page?: unknown;
}
