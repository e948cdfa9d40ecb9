import {
  encodeSearchQuery,
  SEARCH_DEFAULT_PAGE_SIZE,
  type ApiResponse,
  type SearchQuery,
} from '@notices/common';
import type { AppLoadContext } from '@remix-run/node';
import { readApiError } from './api.server';
import { readSiteData, searchApi } from './site-data.server';
import { searchErrorText } from './search-messages';
import type {
  CustomFieldDef,
  NoticeCard,
  NoticeTypeOption,
  SearchAnswer,
  SearchFailure,
} from './search-types';

/** The query actually sent: "this week" when no range or dates were chosen (spec §9), page and per set. */
export function effectiveQuery(query: SearchQuery, defaultRange = true): SearchQuery {
  const dateRange = query.dateRange ?? (query.from || query.to || !defaultRange ? undefined : 'tw');
  return { ...query, dateRange, page: query.page ?? 1, per: query.per ?? SEARCH_DEFAULT_PAGE_SIZE };
}

function isCard(value: unknown): value is NoticeCard {
  if (!value || typeof value !== 'object') return false;
  const card = value as Partial<NoticeCard>;
  return typeof card.id === 'number' && typeof card.title === 'string';
}

/** Normalises a card so components can rely on every list being there. */
function readCard(card: NoticeCard): NoticeCard {
  return {
    ...card,
    content: card.content ?? '',
    publication: {
      id: card.publication?.id ?? 0,
      name: card.publication?.name ?? '',
      publicationArea: card.publication?.publicationArea ?? [],
    },
    noticeType: card.noticeType ?? { id: 0, name: '' },
    publicationDates: card.publicationDates ?? [],
    attachments: card.attachments ?? [],
  };
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
  const response = await searchApi(request, context, encodeSearchQuery(sent));
  if (!response.ok) {
    const error = await readApiError(response);
    const text = searchErrorText(error.status, error.message, error.errors);
    return { ok: false, failure: { status: error.status, code: error.message, errors: error.errors, text } };
  }
  // Read defensively all the same: a card missing from entities is skipped, not a crash.
  const body = (await response.json().catch(() => null)) as Partial<ApiResponse<'Search_run'>> | null;
  const ids = Array.isArray(body?.result) ? body.result : [];
  const cards = ids.flatMap((id) => {
    const card = body?.entities?.[String(id)];
    return isCard(card) ? [readCard(card)] : [];
  });
  const total = typeof body?.total === 'number' ? body.total : cards.length;
  return {
    ok: true,
    answer: {
      cards,
      total,
      totalExact: body?.totalExact !== false,
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
