import { SEARCH_DEFAULT_PAGE_SIZE, toApiError, type SearchQuery } from '@notices/common';
import type { AppLoadContext } from '@remix-run/node';
import { readSiteData, searchApi } from './site-data.server';
import { searchErrorText } from './search-messages';
import type { CustomFieldDef, NoticeTypeOption, SearchAnswer, SearchFailure } from './search-types';

/** The query actually sent: "this week" when no range or dates were chosen, page and per set. */
export function effectiveQuery(query: SearchQuery, defaultRange = true): SearchQuery {
  const dateRange = query.dateRange ?? (query.from || query.to || !defaultRange ? undefined : 'tw');
  return { ...query, dateRange, page: query.page ?? 1, per: query.per ?? SEARCH_DEFAULT_PAGE_SIZE };
}

/** GET search/search; every failure comes back as a SearchFailure with its text. */
export async function runSearch(
  request: Request,
  query: SearchQuery,
  /** The page applies "this week" when nothing is chosen; a feed searches every date. */
  defaultRange = true,
  context?: AppLoadContext,
): Promise<{ ok: true; answer: SearchAnswer } | { ok: false; failure: SearchFailure }> {
  const sent = effectiveQuery(query, defaultRange);
  const { status, data, error } = await searchApi(request, context, sent);
  if (!data) {
    const { message, errors } = toApiError(status, error);
    const text = searchErrorText(status, message, errors);
    return { ok: false, failure: { status, code: message, errors, text } };
  }
  // A card missing from entities is skipped, not a crash.
  const cards = data.result.flatMap((id) => data.entities[String(id)] ?? []);
  return {
    ok: true,
    answer: {
      cards,
      total: data.total,
      totalExact: data.totalExact,
      page: sent.page ?? 1,
      per: sent.per ?? SEARCH_DEFAULT_PAGE_SIZE,
    },
  };
}

function readField(value: unknown): CustomFieldDef[] {
  const field = (value ?? {}) as Partial<CustomFieldDef>;
  if (typeof field.id !== 'number' || typeof field.name !== 'string') return [];
  return [
    {
      id: field.id,
      name: field.name,
      fieldType: typeof field.fieldType === 'string' ? field.fieldType : 'text',
      required: field.required === true,
    },
  ];
}

/** GET noticetypes: the types with their custom fields; an unavailable API leaves the list empty. */
export async function loadNoticeTypes(
  request: Request,
  context?: AppLoadContext,
): Promise<NoticeTypeOption[]> {
  const body = await readSiteData(request, context, 'noticeTypes');
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const type = (item ?? {}) as { id?: unknown; name?: unknown; fields?: unknown };
    if (typeof type.id !== 'number' || typeof type.name !== 'string') return [];
    const fields = Array.isArray(type.fields) ? type.fields.flatMap(readField) : [];
    return [{ id: type.id, name: type.name, fields }];
  });
}
