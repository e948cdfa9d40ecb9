import type { DateRangePreset } from '@notices/common';

/** A saved search as /savedsearches answers it (docs/api-search.md). */
export interface SavedSearch {
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
}

/** The body of POST and PUT savedsearches. */
export type SavedSearchBody = Pick<
  SavedSearch,
  | 'name'
  | 'notificationsEnabled'
  | 'textNotificationsEnabled'
  | 'for'
  | 'pub'
  | 'area'
  | 'dateRange'
  | 'from'
  | 'to'
  | 'type'
  | 'f'
  | 'v'
>;
