import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { LruCache } from '../common/lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SearchChanges } from './search-changes';
import { CARDS_SQL } from './search-sql';

interface RememberedCard {
  generation: number;
  json: string;
}

/**
 * The cards of search results as JSON text, sent as they are (parsing them only to serialize them again
 * cost more than the query). Every reader of a notice sees the same card, so each is remembered until the
 * next committed change to what search shows (SearchChanges): most pages then need no card query at all.
 */
@Injectable()
export class SearchCards {
  private readonly remembered: LruCache<number, RememberedCard>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly changes: SearchChanges,
  ) {
    this.remembered = new LruCache(config.searchCardsCache);
  }

  /** The `{ id: card }` object of §3 for the ids, as JSON text. */
  async entitiesJson(pool: Pool, ids: number[]): Promise<string> {
    const generation = this.changes.generation;
    const cards = new Map<number, string>();
    for (const id of ids) {
      const known = this.changes.listening ? this.remembered.get(id) : undefined;
      if (known && known.generation === generation) cards.set(id, known.json);
    }
    const missing = ids.filter((id) => !cards.has(id));
    if (missing.length) {
      const { rows } = await pool.query<{ id: number; card: string }>({
        name: 'search_cards',
        text: CARDS_SQL,
        values: [missing],
      });
      for (const { id, card } of rows) {
        cards.set(id, card);
        if (this.changes.listening) this.remembered.set(id, { generation, json: card });
      }
    }
    return `{${ids
      .filter((id) => cards.has(id))
      .map((id) => `"${id}":${cards.get(id)}`)
      .join(',')}}`;
  }
}
