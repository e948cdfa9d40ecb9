import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { ReadTarget } from '../database/read-database';
import { SearchChanges, UntilChanged } from './search-changes';
import { CARDS_SQL } from './search-sql';

/**
 * The cards of search results as JSON text, sent as they are (parsing them only to serialize them again
 * cost more than the query). Every reader of a notice sees the same card, so each is remembered until the
 * next committed change to what search shows (SearchChanges): most pages then need no card query at all.
 */
@Injectable()
export class SearchCards {
  private readonly remembered: UntilChanged<number, string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, changes: SearchChanges) {
    this.remembered = new UntilChanged(changes, config.searchCardsCache);
  }

  /** The answer's `{ id: card }` object for the ids, as JSON text. */
  async entitiesJson(target: ReadTarget, ids: number[]): Promise<string> {
    const generation = this.remembered.start(target);
    const cards = new Map<number, string>();
    for (const id of ids) {
      const known = this.remembered.get(id, generation);
      if (known !== undefined) cards.set(id, known);
    }
    const missing = ids.filter((id) => !cards.has(id));
    if (missing.length) {
      const { rows } = await target.pool.query<{ id: number; card: string }>({
        name: 'search_cards',
        text: CARDS_SQL,
        values: [missing],
      });
      for (const { id, card } of rows) {
        cards.set(id, card);
        this.remembered.set(id, card, generation);
      }
    }
    return `{${ids
      .filter((id) => cards.has(id))
      .map((id) => `"${id}":${cards.get(id)}`)
      .join(',')}}`;
  }
}
