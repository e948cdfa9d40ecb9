/** Shapes of the search API answers the site reads (docs/api-search.md). */
export interface NamedRef {
  id: number;
  name: string;
}

export interface CardPublication extends NamedRef {
  publicationArea: NamedRef[];
}

export interface CardAttachment {
  attachmentId: number;
  name: string;
}

/** A public notice card of the search answer. */
export interface NoticeCard {
  id: number;
  title: string;
  content: string;
  publication: CardPublication;
  noticeType: NamedRef;
  /** Published days, oldest first; the last is shown. */
  publicationDates: string[];
  attachments: CardAttachment[];
}

export interface SearchAnswer {
  cards: NoticeCard[];
  total: number;
  totalExact: boolean;
  page: number;
  per: number;
}

/** A failed search: the API's code (message), its field errors and the text to show. */
export interface SearchFailure {
  status: number;
  code: string;
  text: string;
  errors: Record<string, string>;
}

export type CustomFieldType = 'text' | 'textarea' | 'date' | 'dateTime' | 'address' | string;

export interface CustomFieldDef {
  id: number;
  name: string;
  fieldType: CustomFieldType;
  required: boolean;
}

export interface NoticeTypeOption extends NamedRef {
  fields: CustomFieldDef[];
}
