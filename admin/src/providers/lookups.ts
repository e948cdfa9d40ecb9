import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { encodeListQuery } from '@notices/common';
import { toApiFilters } from '../common/listQuery';
import type { Publication } from '../types';
import { httpClient, jsonBody } from './httpClient';

/**
 * Read-only, unpaged lists the forms choose from, reachable as react-admin resources so that
 * `useGetList('counties', { filter: { state: 'MI' } })` caches them like any list. Each answers
 * `{ data: [...] }` (docs/api-publications.md).
 */
const LOOKUPS: Record<string, (filter: Record<string, unknown>) => string> = {
  counties: (filter) => `/counties?${encodeListQuery({ filters: toApiFilters(filter) })}`,
  publication_managers: () => '/admin/users/publication_managers',
  publications_for_user: () => '/admin/publications/publications_for_user',
  admin_publications_for_user: () => '/admin/publications/admin_publications_for_user',
  publications_all: () => '/admin/publications/all',
  /** The public lists (enabled publications; notice types with their fields). */
  public_publications: () => '/publications',
  public_noticetypes: () => '/noticetypes',
};

export const isLookup = (resource: string): boolean => resource in LOOKUPS;

export async function lookupList<R extends RaRecord>(resource: string, params: GetListParams) {
  const path = LOOKUPS[resource](params.filter ?? {});
  const answer = await httpClient<{ data: R[] }>(path, { signal: params.signal });
  return { data: answer.data, total: answer.data.length };
}

/** Named publication calls beyond CRUD. */
export interface PublicationCalls {
  updatePublicationStatus(id: Identifier, enabled: boolean): Promise<{ data: Publication }>;
}

export const publicationCalls: PublicationCalls = {
  async updatePublicationStatus(id, enabled) {
    const path = `/admin/publications/${encodeURIComponent(String(id))}/status`;
    return { data: await httpClient<Publication>(path, { method: 'PUT', body: jsonBody({ enabled }) }) };
  },
};
