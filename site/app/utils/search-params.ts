import {
  ADDRESS_PARTS,
  ANY_DATE_RANGE,
  decodeSearchQuery,
  encodeFieldValue,
  encodeSearchQuery,
  SEARCH_PAGE_SIZES,
  type AddressValue,
  type SearchQuery,
} from '@notices/common';

/**
 * `dateRange=all`: every date instead of the page's default "this week" (common's ANY_DATE_RANGE). The
 * search API needs no range for it (no range means every date there), so a search sends none; saved
 * searches keep it, and their links (Launch, alert e-mails) carry it.
 */
export const ANY_DATE = ANY_DATE_RANGE;
/** Hidden form input: the search a loaded saved search's name belongs to (see canonicalSearch). */
export const NAMED_KEY = 'named';

/** Page parameters that are not part of the search itself but are written back with it. */
export const EXTRA_KEYS = ['name', 'publicationId', 'searchBgColor', 'secondaryColor'] as const;
export type ExtraKey = (typeof EXTRA_KEYS)[number];
export type Extras = Partial<Record<ExtraKey, string>>;

export interface PageState {
  query: SearchQuery;
  extras: Extras;
  /** Every date was asked for (`dateRange=all`), not the default week. */
  anyDate?: boolean;
}

/** Form names of custom-field inputs: `cf.<fieldId>` or, for an address, `cf.<fieldId>.<part>`. */
export const fieldInputName = (fieldId: number, part?: string) =>
  part ? `cf.${fieldId}.${part}` : `cf.${fieldId}`;

export function readExtras(params: URLSearchParams): Extras {
  const extras: Extras = {};
  for (const key of EXTRA_KEYS) {
    const value = params.get(key)?.trim();
    if (value) extras[key] = value;
  }
  return extras;
}

export function readPageState(params: URLSearchParams): PageState {
  const query = decodeSearchQuery(params);
  const anyDate = params.get('dateRange') === ANY_DATE && !query.from && !query.to;
  return { query, extras: readExtras(params), ...(anyDate ? { anyDate } : {}) };
}

/** Only the offered page sizes (4, 8, 16, 32, 64); any other `per` is dropped for the default. */
export const isPageSize = (per: number | undefined): per is number =>
  per !== undefined && (SEARCH_PAGE_SIZES as readonly number[]).includes(per);

/** The query string of a search with its extras, with a leading "?" (or empty). */
export function stateSearch(state: PageState, overrides: Partial<SearchQuery> = {}): string {
  const query = { ...state.query, ...overrides };
  const params = new URLSearchParams(encodeSearchQuery(query));
  if (state.anyDate && !query.dateRange && !query.from && !query.to) params.set('dateRange', ANY_DATE);
  for (const key of EXTRA_KEYS) {
    const value = state.extras[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Custom-field inputs of a submitted form turned into f/v pairs (null when the form sent none). */
function formFieldPairs(params: URLSearchParams): { f: number[]; v: string[] } | null {
  const texts = new Map<number, string>();
  const addresses = new Map<number, AddressValue>();
  const order: number[] = [];
  let seen = false;
  for (const [key, value] of params) {
    const match = /^cf\.(\d+)(?:\.(\w+))?$/.exec(key);
    if (!match) continue;
    seen = true;
    const id = Number(match[1]);
    if (!order.includes(id)) order.push(id);
    const part = match[2] as (typeof ADDRESS_PARTS)[number] | undefined;
    if (part && (ADDRESS_PARTS as readonly string[]).includes(part)) {
      addresses.set(id, { ...addresses.get(id), [part]: value });
    } else if (!part) texts.set(id, value);
  }
  if (!seen) return null;
  const f: number[] = [];
  const v: string[] = [];
  for (const id of order) {
    const encoded = encodeFieldValue(addresses.get(id) ?? texts.get(id));
    if (encoded === null) continue;
    f.push(id);
    v.push(encoded);
  }
  return { f, v };
}

/**
 * The canonical query string of a request: blank values dropped, custom-field inputs of the form
 * turned into f/v pairs, explicit dates winning over a range preset, and the extras kept.
 */
export function canonicalSearch(params: URLSearchParams): string {
  const state = readPageState(params);
  const pairs = formFieldPairs(params);
  const query: SearchQuery = { ...state.query };
  if (pairs) {
    query.f = pairs.f;
    query.v = pairs.v;
  }
  if (query.from || query.to) delete query.dateRange;
  if (query.type === undefined) {
    delete query.f;
    delete query.v;
  }
  if (!isPageSize(query.per)) delete query.per;
  const anyDate = state.anyDate && !query.from && !query.to;
  const extras = { ...state.extras };
  // The saved search's name stays only while its search is unchanged.
  const named = params.get(NAMED_KEY);
  if (named !== null && named !== savedIdentity({ query, extras, anyDate })) delete extras.name;
  const out = new URLSearchParams(stateSearch({ query, extras, anyDate }));
  // Anything else (a window's keys, noticeId) is kept as it came, blanks aside.
  for (const [key, value] of params) {
    if (SEARCH_KEYS.has(key) || key.startsWith('cf.') || value.trim() === '') continue;
    out.append(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

const SEARCH_KEYS = new Set<string>([
  'for',
  'pub',
  'area',
  'dateRange',
  'from',
  'to',
  'type',
  'f',
  'v',
  'page',
  'per',
  NAMED_KEY,
  ...EXTRA_KEYS,
]);

/** A search without its paging: a change in it is a new search. */
export function searchIdentity(query: SearchQuery, anyDate = false): string {
  const text = encodeSearchQuery({ ...query, page: undefined, per: undefined });
  return anyDate ? `${text}&dateRange=${ANY_DATE}` : text;
}

/** The search as the page runs it (no range and no dates meaning this week), to compare two searches. */
export function savedIdentity(state: PageState): string {
  const { query, anyDate = false } = state;
  const dateRange = query.dateRange ?? (query.from || query.to || anyDate ? undefined : 'tw');
  return searchIdentity({ ...query, dateRange }, anyDate);
}
