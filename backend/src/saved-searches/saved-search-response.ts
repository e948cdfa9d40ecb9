import { ANY_DATE_RANGE, withAnyDate } from '@notices/common';
import type { ListSpec } from '../platform/list-query';
import type { SavedSearchResponseDto } from './dto/saved-search.dto';
import type { SavedSearch } from './saved-search.entity';

export function savedSearchResponse(
  s: SavedSearch,
  numberOfHits: number,
  areaNames: string[],
): SavedSearchResponseDto {
  return {
    id: s.id,
    name: s.name,
    // Rows saved before `all` existed have no range in their query: every date, said explicitly.
    query: withAnyDate(s.query),
    enabled: s.enabled,
    notificationsEnabled: s.notificationsEnabled,
    textNotificationsEnabled: s.textNotificationsEnabled,
    numberOfHits,
    createdAt: s.createdAt.toISOString(),
    publicationArea: areaNames,
    for: s.forText,
    pub: s.pub,
    area: s.area,
    dateRange: s.dateRange ?? (s.from || s.to ? null : ANY_DATE_RANGE),
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
