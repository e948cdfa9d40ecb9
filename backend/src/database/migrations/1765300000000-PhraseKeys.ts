import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A phrase of common words that seldom stand together (`"code ordinances regarding"`) had no index to
 * narrow it: the search index finds the notices holding every word, and PostgreSQL then tests the words'
 * positions in each one's vector. At 1M notices that was 48,000 candidates for 123 matches in one county
 * (554 ms) and 334,000 for none in a whole search (1.1 s). Each notice now also holds its phrase keys: one
 * integer for each distinct pair of lexemes at adjacent positions of its vector (`phrase_keys`, a hash of
 * the pair), a third column of the search index. A phrase asks for the keys of its adjacent pairs, which
 * every notice matching it holds, so only notices holding those pairs are tested (ADR 029).
 *
 * Stored, not an expression index: a bitmap scan rechecks each candidate's conditions, and computing the
 * keys there (~0.35 ms a notice) was what made them lose in ADR 025. The keys follow the vector wherever
 * it is written (notice_refresh_search). Adding the column computes it for every row in one rewrite of
 * the table, during which it is locked, and the search index is built again: about 10 minutes at 1M
 * notices (docs/operations.md, Upgrade). `hashtextextended` because hash partitioning depends on it
 * staying the same across PostgreSQL versions.
 */
export class PhraseKeys1765300000000 implements MigrationInterface {
  name = 'PhraseKeys1765300000000';

  async up(q: QueryRunner): Promise<void> {
    // Every pair of positions p, p + 1: a join, so that lexemes sharing a position (hyphenated words, the
    // 16,383 cap) give every pair the phrase operator can match.
    await q.query(`
      CREATE FUNCTION notice_phrase_keys(v tsvector) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        WITH at AS MATERIALIZED (SELECT u.lexeme, p FROM unnest(v) u, unnest(u.positions) p)
        SELECT coalesce(array_agg(DISTINCT (hashtextextended(a.lexeme || ' ' || b.lexeme, 0) >> 32)::integer), '{}')
        FROM at a JOIN at b ON b.p = a.p + 1
      $$`);
    // Added as a generated column, so the table is rewritten once with every row's keys; then a plain
    // column, kept by the function that writes the vector. In the row, beside the vector (~550 bytes):
    // the storage is set in the same statement, so that the rewrite already keeps the keys in the row.
    await q.query(`ALTER TABLE notices
      ADD COLUMN phrase_keys integer[] GENERATED ALWAYS AS (notice_phrase_keys(search)) STORED,
      ALTER COLUMN phrase_keys SET STORAGE MAIN`);
    await q.query(`ALTER TABLE notices ALTER COLUMN phrase_keys DROP EXPRESSION`);
    await q.query(`
      CREATE OR REPLACE FUNCTION notice_refresh_search(p_id integer) RETURNS void LANGUAGE sql AS $$
        UPDATE notices n SET search = v.search, phrase_keys = notice_phrase_keys(v.search),
          county_ids = coalesce((SELECT array_agg(pc.county_id ORDER BY pc.county_id) FROM publication_counties pc
                                 WHERE pc.publication_id = n.publication_id), '{}')
        FROM (SELECT notice_search_vector(p_id) AS search) v
        WHERE n.id = p_id
      $$`);
    // A third column of the search index, not an index of its own: the planner, misled by the estimates
    // of common words, kept the text's index alone and tested the keys row by row (554 ms for one phrase
    // in one county); in one index, every scan intersects the pairs with the words (82 ms).
    await q.query(`DROP INDEX notices_search`);
    await q.query(`CREATE INDEX notices_search ON notices USING gin
      (search, notice_search_keys(publication_id, notice_type_id, county_ids, latest_pub_date), phrase_keys)
      WHERE latest_pub_date IS NOT NULL`);
    await q.query(`ANALYZE notices (phrase_keys)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION notice_refresh_search(p_id integer) RETURNS void LANGUAGE sql AS $$
        UPDATE notices n SET search = notice_search_vector(n.id),
          county_ids = coalesce((SELECT array_agg(pc.county_id ORDER BY pc.county_id) FROM publication_counties pc
                                 WHERE pc.publication_id = n.publication_id), '{}')
        WHERE n.id = p_id
      $$`);
    await q.query(`DROP INDEX notices_search`);
    await q.query(`CREATE INDEX notices_search ON notices USING gin
      (search, notice_search_keys(publication_id, notice_type_id, county_ids, latest_pub_date))
      WHERE latest_pub_date IS NOT NULL`);
    await q.query(`ALTER TABLE notices DROP COLUMN phrase_keys`);
    await q.query(`DROP FUNCTION notice_phrase_keys(tsvector)`);
  }
}
