import { DATE_RANGE_PRESETS, type DateRangePreset } from './enums';
import { DEFAULT_COUNTRY } from './limits';
import { parseId } from './validation';

export interface AddressValue {
  street?: string;
  optionalStreet?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}
export const ADDRESS_PARTS = [
  'street',
  'optionalStreet',
  'locality',
  'region',
  'postalCode',
  'country',
] as const;

export type CustomFieldValue = string | number | AddressValue | null | undefined;

/**
 * "Any date": every date, chosen on purpose. The search API needs no range for it (no dateRange, from or
 * to is no date constraint), but the public site's pages search this week when nothing is chosen, so a
 * saved search and every link to it (Launch, alert e-mails) say `dateRange=all`.
 */
export const ANY_DATE_RANGE = 'all';
export const ANY_DATE_LABEL = 'Any date';
/** What the site's pages search when neither a range nor dates are chosen. */
export const DEFAULT_DATE_RANGE: DateRangePreset = 'tw';
/** The date ranges a saved search may hold: the presets and "any date". */
export const SAVED_DATE_RANGES = [...DATE_RANGE_PRESETS, ANY_DATE_RANGE] as const;
export type SavedDateRange = (typeof SAVED_DATE_RANGES)[number];

export const isSavedDateRange = (value: unknown): value is SavedDateRange =>
  (SAVED_DATE_RANGES as readonly unknown[]).includes(value);

/** The public search query; the site, the API and saved searches share it. */
export interface SearchQuery {
  for?: string;
  pub?: number[];
  area?: number[];
  dateRange?: DateRangePreset;
  from?: string;
  to?: string;
  type?: number;
  f?: number[];
  v?: string[];
  page?: number;
  per?: number;
}

/** Encodes one custom-field value, or returns null when it is empty and must not be sent. */
export function encodeFieldValue(value: CustomFieldValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  const parts: AddressValue = {};
  for (const key of ADDRESS_PARTS) {
    const part = value[key]?.trim();
    if (part) parts[key] = part;
  }
  return Object.keys(parts).length === 0 ? null : JSON.stringify(parts);
}

/** Reads an address value; malformed input falls back to empty parts. */
export function decodeAddressValue(raw: string | undefined | null): AddressValue {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: AddressValue = {};
    for (const key of ADDRESS_PARTS) {
      const part = (parsed as Record<string, unknown>)[key];
      if (typeof part === 'string' && part.trim() !== '') result[key] = part.trim();
    }
    return result;
  } catch {
    return {};
  }
}

export function emptyAddress(): Required<AddressValue> {
  return {
    street: '',
    optionalStreet: '',
    locality: '',
    region: '',
    postalCode: '',
    country: DEFAULT_COUNTRY,
  };
}

/** A search query whose missing filters may also be null, as a saved search stores them. */
export type NullableSearchQuery = { [Key in keyof SearchQuery]?: SearchQuery[Key] | null };
/** A saved search's query: its date range may also be "any date". */
export type SavedSearchQuery = Omit<NullableSearchQuery, 'dateRange'> & { dateRange?: SavedDateRange | null };

/** Builds the query string: only non-empty values, arrays repeat the key, keys joined with &. */
export function encodeSearchQuery(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  const add = (key: string, value: string | number | undefined | null) => {
    if (value === undefined || value === null) return;
    const text = String(value).trim();
    if (text !== '') params.append(key, text);
  };
  add('for', query.for);
  query.pub?.forEach((p) => add('pub', p));
  query.area?.forEach((a) => add('area', a));
  add('dateRange', query.dateRange);
  add('from', query.from);
  add('to', query.to);
  add('type', query.type);
  (query.f ?? []).forEach((fieldId, index) => {
    const value = query.v?.[index];
    if (value === undefined || value === null || String(value).trim() === '') return;
    add('f', fieldId);
    add('v', value);
  });
  add('page', query.page);
  add('per', query.per);
  return params.toString();
}

/** The values that are ids (canonical positive integers); a blank `pub=` is no publication, not id 0. */
function toIds(values: string[]): number[] {
  return values.map(parseId).filter((id): id is number => id !== null);
}

/** Reads a query string (or URLSearchParams) back into a SearchQuery, dropping what cannot be read. */
export function decodeSearchQuery(input: string | URLSearchParams): SearchQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const query: SearchQuery = {};
  const text = params.getAll('for')[0]; // several values: the first is used
  if (text && text.trim()) query.for = text.trim();
  const pub = toIds(params.getAll('pub'));
  if (pub.length) query.pub = pub;
  const area = toIds(params.getAll('area'));
  if (area.length) query.area = area;
  const range = params.get('dateRange');
  if (range && (DATE_RANGE_PRESETS as readonly string[]).includes(range))
    query.dateRange = range as DateRangePreset;
  const from = params.get('from');
  if (from) query.from = from;
  const to = params.get('to');
  if (to) query.to = to;
  const type = Number(params.get('type'));
  if (params.get('type') && Number.isInteger(type)) query.type = type;
  const f = params.getAll('f');
  const v = params.getAll('v');
  if (f.length) {
    // A field id that cannot be read drops its value with it, so the pairs stay aligned.
    const pairs = f.map((id, index) => [parseId(id), v[index]] as const).filter(([id]) => id !== null);
    query.f = pairs.map(([id]) => id as number);
    query.v = pairs.map(([, value]) => value).filter((value): value is string => value !== undefined);
  }
  const page = Number(params.get('page'));
  if (params.get('page') && Number.isInteger(page) && page > 0) query.page = page;
  const per = Number(params.get('per'));
  if (params.get('per') && Number.isInteger(per) && per > 0) query.per = per;
  return query;
}

/**
 * The date range a site URL searches, said explicitly: its preset or `all`; null when from/to choose the
 * days; the page's default (this week) when nothing is chosen. What a saved search made from it keeps.
 */
export function pageDateRange(input: string | URLSearchParams): SavedDateRange | null {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  if (params.get('from') || params.get('to')) return null;
  const range = params.get('dateRange');
  return isSavedDateRange(range) ? range : DEFAULT_DATE_RANGE;
}

/**
 * A stored search query string (API meaning: no dateRange, from or to is every date) as a site link:
 * with `dateRange=all` added when nothing limits the dates, so the site does not narrow it to this week.
 */
export function withAnyDate(query: string): string {
  const text = query.replace(/^\?/, '');
  const params = new URLSearchParams(text);
  if (params.get('dateRange') || params.get('from') || params.get('to')) return text;
  // Where the codec writes a range: after for, pub and area; everything else is kept as it was.
  const pairs = [...params];
  const at = pairs.findIndex(([key]) => !BEFORE_RANGE.has(key));
  pairs.splice(at === -1 ? pairs.length : at, 0, ['dateRange', ANY_DATE_RANGE]);
  return new URLSearchParams(pairs).toString();
}

const BEFORE_RANGE = new Set(['for', 'pub', 'area', 'dateRange']);
