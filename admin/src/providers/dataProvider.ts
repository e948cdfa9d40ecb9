import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { FIRST_PAGE, ADMIN_PAGE_SIZE } from '@notices/common';
import { listSearch } from '../common/listQuery';
import type { User } from '../types';
import { httpClient, jsonBody } from './httpClient';

interface ListAnswer<T> {
  data: T[];
  total: number;
}

/** Named calls beyond CRUD (users §2.6). */
export interface AppDataProvider extends DataProvider {
  blockUser(id: Identifier): Promise<{ data: User }>;
  unblockUser(id: Identifier): Promise<{ data: User }>;
  activateUser(id: Identifier, body: { password: string; confirmPassword: string }): Promise<{ data: User }>;
  resetUserPassword(id: Identifier): Promise<{ data: { message: string } }>;
}

const base = (resource: string) => `/admin/${resource}`;
const one = (resource: string, id: Identifier) => `${base(resource)}/${encodeURIComponent(String(id))}`;

/**
 * Our REST data provider: every admin resource lives under /api/v1/admin/<resource>; list calls send
 * page, per, _sort, _order and filters (see common/listQuery.ts for how filters are named).
 */
export const dataProvider: AppDataProvider = {
  async getList(resource, params) {
    const search = listSearch({
      page: params.pagination?.page ?? FIRST_PAGE,
      perPage: params.pagination?.perPage ?? ADMIN_PAGE_SIZE,
      sort: params.sort?.field ?? '',
      order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC',
      filter: params.filter ?? {},
    });
    const answer = await httpClient<ListAnswer<RaRecord>>(`${base(resource)}?${search}`, {
      signal: params.signal,
    });
    return { data: answer.data, total: answer.total } as Awaited<ReturnType<DataProvider['getList']>>;
  },

  async getOne(resource, params) {
    const data = await httpClient<RaRecord>(one(resource, params.id), { signal: params.signal });
    return { data } as Awaited<ReturnType<DataProvider['getOne']>>;
  },

  async getMany(resource, params) {
    const data = await Promise.all(params.ids.map((id) => httpClient<RaRecord>(one(resource, id))));
    return { data } as Awaited<ReturnType<DataProvider['getMany']>>;
  },

  async getManyReference(resource, params) {
    return this.getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    }) as Promise<Awaited<ReturnType<DataProvider['getManyReference']>>>;
  },

  async create(resource, params) {
    const data = await httpClient<RaRecord>(base(resource), { method: 'POST', body: jsonBody(params.data) });
    return { data } as Awaited<ReturnType<DataProvider['create']>>;
  },

  async update(resource, params) {
    const data = await httpClient<RaRecord>(one(resource, params.id), {
      method: 'PUT',
      body: jsonBody({ ...params.data, id: params.id }),
    });
    return { data } as Awaited<ReturnType<DataProvider['update']>>;
  },

  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id) =>
        httpClient(one(resource, id), { method: 'PUT', body: jsonBody({ ...params.data, id }) }),
      ),
    );
    return { data: params.ids } as Awaited<ReturnType<DataProvider['updateMany']>>;
  },

  async delete(resource, params) {
    await httpClient(one(resource, params.id), { method: 'DELETE' });
    return { data: params.previousData ?? { id: params.id } } as Awaited<ReturnType<DataProvider['delete']>>;
  },

  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => httpClient(one(resource, id), { method: 'DELETE' })));
    return { data: params.ids } as Awaited<ReturnType<DataProvider['deleteMany']>>;
  },

  async blockUser(id) {
    return { data: await httpClient<User>(`${one('users', id)}/block`, { method: 'PUT' }) };
  },

  async unblockUser(id) {
    return { data: await httpClient<User>(`${one('users', id)}/unblock`, { method: 'PUT' }) };
  },

  async activateUser(id, body) {
    return { data: await httpClient<User>(`${one('users', id)}/activate`, { method: 'PUT', body: jsonBody(body) }) };
  },

  async resetUserPassword(id) {
    return {
      data: await httpClient<{ message: string }>(`${one('users', id)}/reset_password`, { method: 'PUT' }),
    };
  },
};
