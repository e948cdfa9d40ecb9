import type { SavedSearchAnswer } from '@notices/common';
import type { ListSpec } from '../common/list-query';
import type { SavedSearch } from './saved-search.entity';

/** A saved search as the contract answers it (docs/api-search.md). */
export type SavedSearchView = SavedSearchAnswer;

export function savedSearchView(s: SavedSearch, numberOfHits: number, areaNames: string[]): SavedSearchView {
  return {
    id: s.id,
    name: s.name,
    query: s.query,
    enabled: s.enabled,
    notificationsEnabled: s.notificationsEnabled,
    textNotificationsEnabled: s.textNotificationsEnabled,
    numberOfHits,
    createdAt: s.createdAt.toISOString(),
    publicationArea: areaNames,
    for: s.forText,
    pub: s.pub,
    area: s.area,
    dateRange: s.dateRange,
    from: s.from,
    to: s.to,
    type: s.type,
    f: s.f,
    v: s.v,
    userId: s.userId,
  };
}

export const SAVED_SEARCH_LIST: ListSpec = {
  columns: {
    id: { sql: 's.id', type: 'id' },
    name: { sql: 's.name', type: 'string' },
    createdAt: { sql: 's.created_at', type: 'date' },
    enabled: { sql: 's.enabled', type: 'boolean' },
    notificationsEnabled: { sql: 's.notifications_enabled', type: 'boolean' },
    textNotificationsEnabled: { sql: 's.text_notifications_enabled', type: 'boolean' },
    userId: { sql: 's.user_id', type: 'id' },
  },
  defaultSort: { column: 'createdAt', order: 'DESC' },
  tieBreaker: 's.id',
};
