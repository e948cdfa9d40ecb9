import type { DateRangePreset } from './enums';

/**
 * Answer shapes the API sends and the front ends read, kept in one place so neither side hand-copies
 * them (docs/api-notices.md, docs/api-search.md).
 */

/** A publication date: `date` is a Detroit calendar day 'YYYY-MM-DD'. */
export interface PublicationDateAnswer {
  id: number;
  date: string;
  version: number;
  noticeId: number;
  published: boolean;
  paid: boolean;
  canceled: boolean;
  /** True for the dates of the notice (version) being shown; the others link to their own version. */
  fromCurrentVersion: boolean;
  publishedAt: string | null;
}

/** A stored file of a notice (content file or public attachment). */
export interface NoticeFileAnswer {
  attachmentId: number;
  name: string;
  type: string;
  size: number;
  /** Hex SHA-256 of the stored bytes, recorded when the upload was completed (null for older files). */
  sha256: string | null;
}

/** What the caller may do with a notice, decided by the API from the permission table. */
export interface NoticePermissionsAnswer {
  edit: boolean;
  delete: boolean;
  publish: boolean;
  cancel: boolean;
  addDate: boolean;
}

/** A link to another version of a notice. */
export interface NoticeVersionLink {
  id: number;
  title: string;
}

/** A saved search as /savedsearches answers it. */
export interface SavedSearchAnswer {
  id: number;
  name: string;
  /** The search query string, as the public site reads it (area=33&type=2). */
  query: string;
  enabled: boolean;
  notificationsEnabled: boolean;
  textNotificationsEnabled: boolean;
  numberOfHits: number;
  createdAt: string;
  publicationArea: string[];
  for: string | null;
  pub: number[];
  area: number[];
  dateRange: DateRangePreset | null;
  from: string | null;
  to: string | null;
  type: number | null;
  f: number[];
  v: string[];
  userId: number;
}
