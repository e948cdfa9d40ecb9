import type { SavedSearchAnswer } from '@notices/common';

/** A saved search as /savedsearches answers it (docs/api-search.md). */
export type SavedSearch = SavedSearchAnswer;

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
