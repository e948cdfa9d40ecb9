import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { listQuerySerializer } from '@notices/common';
import { toApiFilters } from '../lib/listQuery';
import { answer, api, ok } from './api';

type Read = (filter: Record<string, unknown>, signal?: AbortSignal) => Promise<{ data: object[] }>;

/**
 * Read-only, unpaged lists the forms choose from, reachable as react-admin resources so that
 * `useGetList('counties', { filter: { state: 'MI' } })` caches them like any list. Each answers
 * `{ data: [...] }` (docs/api-publications.md).
 */
const LOOKUPS: Record<string, Read> = {
  counties: (filter, signal) =>
    ok(
      api.GET('/api/v1/counties', {
        params: { query: { filters: toApiFilters(filter) } },
        querySerializer: listQuerySerializer,
        signal,
      }),
    ),
  publication_managers: (_, signal) => ok(api.GET('/api/v1/admin/users/publication_managers', { signal })),
  publications_for_user: (_, signal) =>
    ok(api.GET('/api/v1/admin/publications/publications_for_user', { signal })),
  admin_publications_for_user: (_, signal) =>
    ok(api.GET('/api/v1/admin/publications/admin_publications_for_user', { signal })),
  publications_all: (_, signal) => ok(api.GET('/api/v1/admin/publications/all', { signal })),
  /** The public lists (enabled publications; notice types with their fields). */
  public_publications: (_, signal) => ok(api.GET('/api/v1/publications', { signal })),
  public_noticetypes: (_, signal) => ok(api.GET('/api/v1/noticetypes', { signal })),
};

export const isLookup = (resource: string): boolean => resource in LOOKUPS;

export async function lookupList<R extends RaRecord>(resource: string, params: GetListParams) {
  const answered = await LOOKUPS[resource](params.filter ?? {}, params.signal);
  // react-admin names the record type by the resource; each lookup's items carry their id.
  const data = answered.data as R[];
  return { data, total: data.length };
}

/** Named publication calls beyond CRUD. */
export const publicationCalls = {
  updatePublicationStatus: (id: Identifier, enabled: boolean) =>
    answer(
      api.PUT('/api/v1/admin/publications/{id}/status', {
        params: { path: { id: Number(id) } },
        body: { enabled },
      }),
    ),
};
