import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { API_KEY_HOLDER_ROLE, ErrorCode } from '@notices/common';
import { DataSource } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { runListQuery, type ListPage, type ListSpec } from '../platform/list-query';
import { User } from '../accounts/user.entity';
import type { ApiUserKeyRowDto } from './api-key.dto';
import { ApiKey } from './api-key.entity';

const key = (column: string) => `(SELECT k.${column} FROM api_keys k WHERE k.user_id = u.id)`;

/** Key columns are subqueries (one key per user at most), so paging never multiplies rows. */
export const API_KEY_USER_LIST: ListSpec = {
  columns: {
    id: { sql: 'u.id', type: 'id' },
    userEmail: { sql: 'u.email', type: 'string' },
    userFullName: { sql: 'u.full_name', type: 'string' },
    clientId: { sql: key('client_id'), type: 'string' },
    createdAt: { sql: key('created_at'), type: 'date' },
    lastUsedAt: { sql: key('last_used_at'), type: 'date' },
    hasKey: {
      sql: 'EXISTS (SELECT 1 FROM api_keys k WHERE k.user_id = u.id)',
      type: 'boolean',
      sortable: false,
    },
  },
  defaultSort: { column: 'userEmail', order: 'ASC' },
  tieBreaker: 'u.id',
};

/** The SYSTEM_ADMIN's view of API users and their keys (page /admin/apikeys). */
@Injectable()
export class ApiKeyUsers {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: Record<string, unknown>): Promise<ListPage<ApiUserKeyRowDto>> {
    const qb = this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.roles = :role', { role: API_KEY_HOLDER_ROLE });
    const { items, ...page } = await runListQuery(qb, query, API_KEY_USER_LIST);
    const keys = items.length
      ? await this.dataSource
          .getRepository(ApiKey)
          .createQueryBuilder('k')
          .where('k.user_id IN (:...ids)', { ids: items.map((u) => u.id) })
          .getMany()
      : [];
    const byUser = new Map(keys.map((k) => [k.userId, k]));
    return {
      data: items.map((u) => {
        const k = byUser.get(u.id);
        return {
          id: u.id,
          userEmail: u.email,
          userFullName: u.fullName,
          clientId: k?.clientId ?? null,
          createdAt: k?.createdAt.toISOString() ?? null,
          lastUsedAt: k?.lastUsedAt?.toISOString() ?? null,
        };
      }),
      ...page,
    };
  }

  /** Keys are managed here for API users only; anyone else is 404 (as if the row did not exist). */
  async requireApiUser(userId: number): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId } });
    if (!user || user.roles !== API_KEY_HOLDER_ROLE) throw AppException.notFound(ErrorCode.notFound);
  }
}
