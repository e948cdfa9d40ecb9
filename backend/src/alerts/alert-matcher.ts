import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { filtersOf } from '../saved-searches/saved-searches.service';
import { SavedSearch } from '../saved-searches/saved-search.entity';
import { searchWhere } from '../search/search-sql';
import { SearchService } from '../search/search.service';

/** A search alerts when enabled, with a channel on, and its owner active. */
const ACTIVE = `s.enabled AND (s.notifications_enabled OR s.text_notifications_enabled)`;

/**
 * Batches up to this many notices look up the searches sharing their keys in the GIN index; larger ones read
 * every search once (at 100,000 searches: 18 against 159 ms for one notice, 97 against 154 ms for ten,
 * 180 against 163 ms for twenty; bench/README.md).
 */
export const INDEXED_BATCH = 15;

/** Row-checked searches per statement (each adds its notice ids and its WHERE's parameters). */
const ROW_CHECK_CHUNK = 200;

/**
 * The pairs (saved search, new notice) that share a match key (alert-query.ts `matchKeys`) and satisfy the
 * search's text, publications, area and type: its row-checked conditions (dates, custom fields) remain.
 * A notice's keys are its lexemes, `county N` per county, `pub N`, `type N` and `*`; a search's come from
 * its rarest condition, so a pair sharing no key cannot match. $1: the new notices' ids.
 * - `fresh` holds the new notices with their vectors detoasted once (`|| ''`): `@@` then reads memory, not
 *   TOAST, for each pair (1.7 s against 0.6 s for 1,000 notices × 100,000 searches, bench/README.md).
 * - The text is checked with `@@` on the full vector (phrases need positions) unless the key decides it.
 * - Small batches find the searches through the GIN index on match_keys; large ones read them all once
 *   (the index's overlap test weighs each search it finds against every key of the batch: slower than
 *   the scan beyond some fifteen notices).
 * - Only a search with several keys (an 'or', an area of several counties…) can pair twice with a notice.
 */
export function matchesSql(indexed: boolean): string {
  return `
  fresh AS MATERIALIZED (
    SELECT n.id, n.search || ''::tsvector AS search, n.publication_id, n.county_ids, n.notice_type_id
    FROM notices n WHERE n.id = ANY($1::int[]) AND n.latest_pub_date IS NOT NULL
  ), notice_keys AS MATERIALIZED (
    SELECT f.id AS nid, k.key FROM fresh f CROSS JOIN LATERAL (
      SELECT unnest(tsvector_to_array(f.search))
      UNION ALL SELECT 'county ' || unnest(f.county_ids)
      UNION ALL VALUES ('pub ' || f.publication_id), ('type ' || f.notice_type_id), ('*')) AS k(key)
  ), candidates AS (
    SELECT k.nid, s.id AS sid, cardinality(s.match_keys) > 1 AS several, s.user_id, s.needs_row_check,
      s.notifications_enabled AS email, s.text_notifications_enabled AS sms,
      CASE WHEN NOT s.match_exact THEN s.tsquery END AS tsquery,
      CASE WHEN cardinality(s.pub) > 0 THEN s.pub END AS pub,
      CASE WHEN cardinality(s.area) > 0 THEN s.area END AS area, s.type
    FROM saved_searches s CROSS JOIN LATERAL unnest(s.match_keys) AS sk(key)
    JOIN notice_keys k ON k.key = sk.key
    WHERE ${ACTIVE}${indexed ? ' AND s.match_keys && (SELECT array_agg(DISTINCT key) FROM notice_keys)' : ''}
  ), checked AS (
    SELECT c.sid, c.nid, c.several, c.user_id, c.needs_row_check, c.email, c.sms
    FROM candidates c JOIN fresh f ON f.id = c.nid
    WHERE (c.tsquery IS NULL OR f.search @@ c.tsquery)
      AND (c.pub IS NULL OR f.publication_id = ANY(c.pub))
      AND (c.area IS NULL OR f.county_ids && c.area)
      AND (c.type IS NULL OR f.notice_type_id = c.type)
  ), matches AS (
    SELECT sid, nid, user_id, needs_row_check, email, sms FROM checked WHERE NOT several
    UNION ALL
    SELECT DISTINCT sid, nid, user_id, needs_row_check, email, sms FROM checked WHERE several
  )`;
}

/**
 * One statement: the matches of searches with an active owner, one alert per wanted channel (SMS needs a
 * phone); answers the matches of row-checked searches, which still need their own WHERE.
 */
const matchSql = (indexed: boolean) => `
  WITH ${matchesSql(indexed)}, owned AS (
    SELECT m.*, u.phone IS NOT NULL AS phone FROM matches m
    JOIN users u ON u.id = m.user_id AND u.status = 'active'
  ), queued AS (
    INSERT INTO alert_outbox (saved_search_id, notice_id, channel)
    SELECT o.sid, o.nid, ch.channel
    FROM owned o CROSS JOIN LATERAL (VALUES ('email', o.email), ('sms', o.sms AND o.phone)) AS ch(channel, wanted)
    WHERE ch.wanted AND NOT o.needs_row_check
    ON CONFLICT (saved_search_id, notice_id, channel) DO NOTHING
  )
  SELECT o.sid AS id, array_agg(o.nid ORDER BY o.nid) AS "noticeIds" FROM owned o
  WHERE o.needs_row_check GROUP BY o.sid ORDER BY o.sid`;

/** Finds the saved searches that newly published notices match and queues alerts, in the caller's transaction. */
@Injectable()
export class AlertMatcher {
  constructor(private readonly search: SearchService) {}

  async queue(m: EntityManager, noticeIds: number[]): Promise<void> {
    if (!noticeIds.length) return;
    const rowChecked = await m.query<Array<{ id: number; noticeIds: number[] }>>(
      matchSql(noticeIds.length <= INDEXED_BATCH),
      [noticeIds],
    );
    await this.queueRowChecked(m, rowChecked);
  }

  /**
   * Searches with date ranges or custom fields: each search's own WHERE over the new notices that meet its
   * other conditions, ROW_CHECK_CHUNK searches to a statement.
   */
  private async queueRowChecked(m: EntityManager, pairs: Array<{ id: number; noticeIds: number[] }>) {
    const candidates = new Map(pairs.map((p) => [p.id, p.noticeIds]));
    for (let i = 0; i < pairs.length; i += ROW_CHECK_CHUNK) {
      const ids = pairs.slice(i, i + ROW_CHECK_CHUNK).map((p) => p.id);
      const searches = await m.getRepository(SavedSearch).findBy({ id: In(ids) });
      const params: unknown[] = [];
      const selects: string[] = [];
      for (const s of searches) {
        const filters = filtersOf(s);
        const ctx = await this.search.context(filters, {}, m);
        const noticeIds = `$${params.push(candidates.get(s.id))}::int[]`;
        const where = searchWhere(filters, ctx, params);
        selects.push(
          `SELECT ${s.id} AS sid, n.id AS nid FROM notices n WHERE n.id = ANY(${noticeIds}) AND ${where}`,
        );
      }
      if (!selects.length) continue;
      await m.query(
        `INSERT INTO alert_outbox (saved_search_id, notice_id, channel)
         SELECT r.sid, r.nid, ch.channel FROM (${selects.join('\n UNION ALL ')}) AS r
         JOIN saved_searches s ON s.id = r.sid JOIN users u ON u.id = s.user_id
         CROSS JOIN LATERAL (VALUES ('email', s.notifications_enabled),
                                    ('sms', s.text_notifications_enabled AND u.phone IS NOT NULL)) AS ch(channel, wanted)
         WHERE ch.wanted
         ON CONFLICT (saved_search_id, notice_id, channel) DO NOTHING`,
        params,
      );
    }
  }
}
