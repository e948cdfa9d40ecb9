import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import { SearchChanges, UntilChanged } from './search-changes';
import { pageSql } from './search-sql';

/**
 * The ids of a page of search results. The same searches come again and again (the home page, a county
 * this week, the name in the morning's news), and each answer holds until public notices change, so a page
 * is remembered until the next committed change (SearchChanges), like totals and cards: a search asked
 * before is then answered without a query. The key holds every parameter, today's date included.
 */
@Injectable()
export class SearchPages {
  private readonly remembered: UntilChanged<string, number[]>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, changes: SearchChanges) {
    this.remembered = new UntilChanged(changes, config.searchPagesCache);
  }

  ids(target: ReadTarget, where: string, params: unknown[], per: number, offset: number): Promise<number[]> {
    const key = `${per} ${offset}\n${where}\n${JSON.stringify(params)}`;
    return this.remembered.through(key, () => this.idsNow(target, where, params, per, offset), target);
  }

  // Straight on node-postgres' pool: one layer less than TypeORM.
  private async idsNow(
    target: ReadTarget,
    where: string,
    params: unknown[],
    per: number,
    offset: number,
  ): Promise<number[]> {
    const { rows } = await target.pool.query<{ id: number }>(pageSql(where, per, offset), params);
    return rows.map((r) => r.id);
  }
}
