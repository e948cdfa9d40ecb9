import type { AddressValue } from '@notices/common';
import type { CustomFieldDef, NamedRef } from './search-types';

/** The public notice of GET notices/{id} (docs/api-notices.md, "Public notice"). */
export interface PublicNotice {
  id: number;
  title: string;
  content: string;
  version: number;
  updatedAt?: string;
  publication: NamedRef & { publicationArea: NamedRef[] };
  noticeType: NamedRef & { fields: CustomFieldDef[] };
  fieldValues: FieldValue[];
  publicationDates: PublicationDate[];
  attachments: PublicAttachment[];
}

export interface FieldValue {
  noticeTypeCustomFieldId: number;
  text?: string | null;
  date?: string | null;
  dateTime?: number | null;
  address?: AddressValue | null;
}

export interface PublicationDate {
  id: number;
  date: string;
  version: number;
  noticeId: number;
  published: boolean;
  canceled: boolean;
  fromCurrentVersion: boolean;
  publishedAt: string | null;
}

export interface PublicAttachment {
  attachmentId: number;
  name: string;
  type?: string;
  size?: number;
}
