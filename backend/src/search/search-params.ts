import {
  ANY_DATE_RANGE,
  DATE_RANGE_PRESETS,
  encodeSearchQuery,
  ErrorCode,
  parseId,
  presetRange,
  searchDay,
  SEARCH_DEFAULT_PAGE_SIZE,
  SAVED_DATE_RANGES,
  SEARCH_TEXT_MAX_LENGTH,
  type DateRangePreset,
  type DayRange,
} from '@notices/common';
import { AppException, type FieldErrors } from '../platform/app-exception';
import { ID_RULE } from '../platform/id-rule';

/** The largest page size of the public search. */
export const SEARCH_MAX_PER = 64;
const MAX_TEXT = SEARCH_TEXT_MAX_LENGTH;

/** A validated search: the filters of a search without paging. */
export interface SearchFilters {
  text: string | null;
  pub: number[];
  area: number[];
  dateRange: DateRangePreset | null;
  /** As sent (a day, an ISO instant or a millisecond timestamp); read as Detroit days. */
  from: string | null;
  to: string | null;
  type: number | null;
  /** Custom fields paired with their values; pairs with an empty value are dropped. */
  fields: Array<{ id: number; value: string }>;
}

export interface SearchPage {
  page: number;
  per: number;
}

// PostgreSQL text cannot hold NUL; in a search it is only noise, and odd input never fails a search.
const withoutNul = (text: string) => text.replace(/\0/g, ' ');

const list = (raw: unknown): unknown[] =>
  raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];

function ids(raw: unknown, field: string, errors: FieldErrors): number[] {
  const out: number[] = [];
  for (const v of list(raw)) {
    const id = parseId(v);
    if (id === null) {
      errors[field] = 'must be whole numbers';
      return [];
    }
    out.push(id);
  }
  return [...new Set(out)];
}

/** The first value as a record id (several values: the first is used), or null. */
function oneId(raw: unknown, field: string, errors: FieldErrors): number | null {
  const value = list(raw)[0];
  if (value === undefined) return null;
  const id = parseId(value);
  if (id === null) errors[field] = ID_RULE;
  return id;
}

function wholeNumber(raw: unknown, field: string, min: number, max: number, errors: FieldErrors) {
  const value = list(raw)[0];
  if (value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) {
    errors[field] = `must be a whole number from ${min} to ${max}`;
    return null;
  }
  return Number(text);
}

/** The search fields as sent: strings or lists of them in a query string, JSON values in a body. */
export type RawSearchFields = Partial<
  Record<'for' | 'pub' | 'area' | 'dateRange' | 'from' | 'to' | 'type' | 'f' | 'v', unknown>
>;

/** Reads and validates the search fields of a request body or query string; errors go into `errors`. */
export function readSearchFilters(raw: RawSearchFields, errors: FieldErrors = {}): SearchFilters {
  const textRaw = list(raw.for)[0]; // several values: the first is used
  let text: string | null = null;
  if (textRaw !== undefined) {
    if (typeof textRaw !== 'string' || textRaw.length > MAX_TEXT)
      errors.for = `must be text up to ${MAX_TEXT} characters`;
    else text = withoutNul(textRaw).trim() || null;
  }
  const pub = ids(raw.pub, 'pub', errors);
  const area = ids(raw.area, 'area', errors);
  let dateRange: DateRangePreset | null = null;
  const rangeRaw = list(raw.dateRange)[0];
  // `all` (a saved search's "Any date") asks for every date: the same as no range.
  if (rangeRaw !== undefined && rangeRaw !== ANY_DATE_RANGE) {
    if ((DATE_RANGE_PRESETS as readonly unknown[]).includes(rangeRaw))
      dateRange = rangeRaw as DateRangePreset;
    else errors.dateRange = `must be one of ${SAVED_DATE_RANGES.join(', ')}`;
  }
  const bound = (field: 'from' | 'to') => {
    const value = list(raw[field])[0];
    if (value === undefined) return null;
    if (typeof value !== 'string' || value.length > 64 || !searchDay(value)) {
      errors[field] = 'invalid_date';
      return null;
    }
    return value.trim();
  };
  const from = bound('from');
  const to = bound('to');
  if (from && to && searchDay(from)! > searchDay(to)!) errors.from = 'from_after_to';
  const type = oneId(raw.type, 'type', errors);
  const f = ids(raw.f, 'f', errors);
  const v = list(raw.v).map((x) =>
    typeof x === 'string' || typeof x === 'number' ? withoutNul(String(x)) : null,
  );
  if (v.some((x) => x === null || x.length > 2000)) errors.v = 'must be text values';
  // Paired by position; a field without a (non-empty) value is no constraint, as the codec never sends it.
  const fields =
    list(raw.f).length === f.length
      ? f.flatMap((id, i) => (v[i]?.trim() ? [{ id, value: v[i]!.trim() }] : []))
      : [];
  return { text, pub, area, dateRange, from, to, type, fields };
}

/** A validated search as a request asks it: the filters and the page. */
export interface SearchRequest extends SearchPage {
  filters: SearchFilters;
}

/** Reads and validates a search request's fields (filters and page); errors go into `errors`. */
export function readSearchRequest(
  raw: RawSearchFields & { page?: unknown; per?: unknown },
  errors: FieldErrors,
): SearchRequest {
  return { filters: readSearchFilters(raw, errors), ...readSearchPage(raw, errors) };
}

export function readSearchPage(raw: { page?: unknown; per?: unknown }, errors: FieldErrors): SearchPage {
  return {
    page: wholeNumber(raw.page, 'page', 1, 1_000_000, errors) ?? 1,
    per: wholeNumber(raw.per, 'per', 1, SEARCH_MAX_PER, errors) ?? SEARCH_DEFAULT_PAGE_SIZE,
  };
}

export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw AppException.badRequest(ErrorCode.validationFailed, errors);
}

/** The days the filters cover (preset and from/to intersected), or null for no date constraint. */
export function dayRange(filters: SearchFilters, today: string): DayRange | null {
  let from = filters.from ? searchDay(filters.from)! : null;
  let to = filters.to ? searchDay(filters.to)! : null;
  if (filters.dateRange) {
    const preset = presetRange(filters.dateRange, today);
    from = from && from > preset.from ? from : preset.from;
    to = to && to < preset.to ? to : preset.to;
  }
  if (!from && !to) return null;
  return { from: from ?? '0001-01-01', to: to ?? '9999-12-31' };
}

/** The filters written as the shared codec writes them (the saved search's `query`). */
export function encodeFilters(filters: SearchFilters): string {
  const { text, fields, ...rest } = filters;
  return encodeSearchQuery({
    ...rest,
    for: text,
    f: fields.map((field) => field.id),
    v: fields.map((field) => field.value),
  });
}
