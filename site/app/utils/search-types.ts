import type { ApiSchema } from '@notices/common';

/** Shapes of the search API answers the site reads: the API contract's generated types (docs/openapi.json). */
export type NamedRef = ApiSchema<'NamedRefDto'>;

/** A public notice card of the search answer. */
export type NoticeCard = ApiSchema<'SearchCardDto'>;

/** The search answer with its cards in result order (the API sends ids and an id → card object). */
export type SearchAnswer = Omit<ApiSchema<'SearchAnswerDto'>, 'result' | 'entities'> & {
  cards: NoticeCard[];
};

/** A failed search: the API's code (message), its field errors and the text to show. */
export interface SearchFailure {
  status: number;
  code: string;
  text: string;
  errors: Record<string, string>;
}

export type CustomFieldDef = ApiSchema<'NoticeTypeFieldDto'>;

export type NoticeTypeOption = Pick<ApiSchema<'NoticeTypeResponseDto'>, 'id' | 'name' | 'fields'>;

/** A page of GET search/sitemap. */
export type SitemapPage = ApiSchema<'SitemapDto'>;
