import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ADMIN_MAX_PAGE_SIZE } from '@notices/common';
import { Repository } from 'typeorm';
import { runListQuery, type ListSpec } from '../platform/list-query';
import { County } from './county.entity';

export const COUNTY_LIST: ListSpec = {
  columns: {
    id: { sql: 'c.id', type: 'id' },
    name: { sql: 'c.name', type: 'string' },
    alias: { sql: 'c.alias', type: 'string' },
    state: { sql: 'c.state', type: 'string' },
  },
  defaultSort: { column: 'name', order: 'ASC' },
  tieBreaker: 'c.id',
};

@Injectable()
export class CountiesService {
  constructor(@InjectRepository(County) private readonly counties: Repository<County>) {}

  /** Every matching county in one answer (83 at most, within the largest page the parser allows). */
  async list(query: Record<string, unknown>): Promise<{ data: County[] }> {
    const { items } = await runListQuery(
      this.counties.createQueryBuilder('c'),
      { per: String(ADMIN_MAX_PAGE_SIZE), ...query },
      COUNTY_LIST,
    );
    return { data: items.map(({ id, name, alias, state }) => ({ id, name, alias, state: state.trim() })) };
  }
}
