import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, FIRST_PAGE, type ApiRequestBody } from '@notices/common';
import { listSearch } from '../lib/listQuery';
import { answer, api } from './api';
import { forForm } from './formErrors';
import { httpClient, jsonBody } from './httpClient';
import { isLookup, lookupList, publicationCalls } from './lookups';
import { noticeCalls } from './noticeCalls';
import { settingsCalls } from './settingsCalls';

interface ListAnswer<T> {
  data: T[];
  total: number;
}

const userPath = (id: Identifier) => ({ path: { id: Number(id) } });

/** Named user calls beyond CRUD (block, unblock, activate, reset password), typed by the API contract. */
const userCalls = {
  blockUser: (id: Identifier) => answer(api.PUT('/api/v1/admin/users/{id}/block', { params: userPath(id) })),
  unblockUser: (id: Identifier) =>
    answer(api.PUT('/api/v1/admin/users/{id}/unblock', { params: userPath(id) })),
  activateUser: (id: Identifier, body: ApiRequestBody<'Users_activate'>) =>
    answer(api.PUT('/api/v1/admin/users/{id}/activate', { params: userPath(id), body })),
  resetUserPassword: (id: Identifier) =>
    answer(api.PUT('/api/v1/admin/users/{id}/reset_password', { params: userPath(id) })),
};

/** The CRUD of react-admin by resource name, and the named calls of the screens. */
export type AppDataProvider = DataProvider &
  typeof publicationCalls &
  typeof noticeCalls &
  typeof settingsCalls &
  typeof userCalls;

/** Resources that do not live under /admin (saved searches belong to every signed-in user). */
const PATHS: Record<string, string> = { savedsearches: '/savedsearches' };

const base = (resource: string) => PATHS[resource] ?? `/admin/${resource}`;
const one = (resource: string, id: Identifier) => `${base(resource)}/${encodeURIComponent(String(id))}`;

/**
 * Our REST data provider: every admin resource lives under /api/v1/admin/<resource>; list calls send
 * page, per, _sort, _order and filters (see lib/listQuery.ts for how filters are named).
 */
/** Route ids arrive as strings (from the hash URL); every id of our API is a whole number. */
const numericId = (id: Identifier) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

export const dataProvider: AppDataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
    if (isLookup(resource)) return lookupList<R>(resource, params);
    const search = listSearch({
      page: params.pagination?.page ?? FIRST_PAGE,
      perPage: params.pagination?.perPage ?? ADMIN_PAGE_SIZE,
      sort: params.sort?.field ?? '',
      order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC',
      filter: params.filter ?? {},
    });
    const answer = await httpClient<ListAnswer<R>>(`${base(resource)}?${search}`, { signal: params.signal });
    return { data: answer.data, total: answer.total };
  },

  async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
    return { data: await httpClient<R>(one(resource, params.id), { signal: params.signal }) };
  },

  // One list request for all the ids (`filters[id][$in]`), not one per id; a lookup is one list already.
  async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
    const ids = [...new Set(params.ids.map(numericId))];
    if (isLookup(resource)) {
      const { data } = await lookupList<R>(resource, { filter: {}, signal: params.signal });
      const wanted = new Set(ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    }
    // The API answers at most ADMIN_MAX_PAGE_SIZE records a page: more ids than that take more pages.
    const batches: Identifier[][] = [];
    for (let i = 0; i < ids.length; i += ADMIN_MAX_PAGE_SIZE)
      batches.push(ids.slice(i, i + ADMIN_MAX_PAGE_SIZE));
    const pages = await Promise.all(
      batches.map((batch) =>
        this.getList<R>(resource, {
          pagination: { page: FIRST_PAGE, perPage: batch.length },
          sort: { field: '', order: 'ASC' },
          filter: { id_in: batch },
          signal: params.signal,
        }),
      ),
    );
    return { data: pages.flatMap((page) => page.data) };
  },

  async getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
    return this.getList<R>(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
    resource: string,
    params: CreateParams<R>,
  ): Promise<CreateResult<Result>> {
    const data = await httpClient<Result>(base(resource), {
      method: 'POST',
      body: jsonBody(params.data),
    }).catch(forForm(resource, params.data));
    return { data };
  },

  async update<R extends RaRecord>(resource: string, params: UpdateParams<R>) {
    const body = { ...params.data, id: numericId(params.id) };
    const data = await httpClient<R>(one(resource, params.id), { method: 'PUT', body: jsonBody(body) }).catch(
      forForm(resource, body),
    );
    return { data };
  },

  async updateMany(resource: string, params: UpdateManyParams) {
    await Promise.all(
      params.ids.map((id) =>
        httpClient(one(resource, id), {
          method: 'PUT',
          body: jsonBody({ ...params.data, id: numericId(id) }),
        }),
      ),
    );
    return { data: params.ids };
  },

  async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
    await httpClient(one(resource, params.id), { method: 'DELETE' });
    return { data: params.previousData ?? ({ id: params.id } as R) };
  },

  async deleteMany<R extends RaRecord>(resource: string, params: DeleteManyParams<R>) {
    await Promise.all(params.ids.map((id) => httpClient(one(resource, id), { method: 'DELETE' })));
    return { data: params.ids };
  },

  ...publicationCalls,
  ...noticeCalls,
  ...settingsCalls,
  ...userCalls,
};
