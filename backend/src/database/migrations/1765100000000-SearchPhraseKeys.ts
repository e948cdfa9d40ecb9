import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Phrases through the search index (issue 20, ADR 025). A quoted phrase of common words that seldom stand
 * together ("date days parcel") found, through the index, every notice holding all its words, and
 * PostgreSQL then read each one's vector to test the words' positions: 100,000 at 1M notices, seconds.
 * The index now also holds, for each notice, a key per pair of words at adjacent positions of its vector
 * (`notice_phrase_keys`), so a phrase asks for its pairs' keys and finds only notices that hold them.
 *
 * A key is `hashtextextended` of the two lexemes, in a range of its own (5·2^40). That hash is the one
 * hash partitioning routes rows by, so PostgreSQL keeps it stable across versions and upgrades. A
 * collision only adds a candidate: the phrase is still tested on every notice found, so results are
 * unchanged. The pairs are read from the vector's stored positions, which are the ones the phrase test
 * reads too, so every notice the test would pass holds the keys.
 */
export class SearchPhraseKeys1765100000000 implements MigrationInterface {
  name = 'SearchPhraseKeys1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notice_pair_key(first text, second text) RETURNS bigint
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT 5497558138880 + (hashtextextended(first || ' ' || second, 0) & 1099511627775)
      $$`);
    // Every pair of positions p, p + 1, whatever lexemes stand there (more than one may share the last
    // position a vector stores); each distinct pair hashed once. Named with its schema: an index build runs
    // with a search_path of pg_catalog only.
    const [{ schema }] = (await q.query('SELECT current_schema() AS schema')) as Array<{ schema: string }>;
    await q.query(`
      CREATE FUNCTION notice_phrase_keys(vector tsvector) RETURNS bigint[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(${q.connection.driver.escape(schema)}.notice_pair_key(pair.first, pair.second)), '{}')
        FROM (SELECT DISTINCT a.lexeme AS first, b.lexeme AS second
              FROM (SELECT u.lexeme, p FROM unnest(vector) u, unnest(u.positions) p) a
              JOIN (SELECT u.lexeme, p FROM unnest(vector) u, unnest(u.positions) p) b ON b.p = a.p + 1) pair
      $$`);
    await q.query(`DROP INDEX notices_search`);
    await q.query(`CREATE INDEX notices_search ON notices USING gin
      (search, notice_search_keys(publication_id, notice_type_id, county_ids, latest_pub_date),
       notice_phrase_keys(search))
      WHERE latest_pub_date IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notices_search`);
    await q.query(`CREATE INDEX notices_search ON notices USING gin
      (search, notice_search_keys(publication_id, notice_type_id, county_ids, latest_pub_date))
      WHERE latest_pub_date IS NOT NULL`);
    await q.query(`DROP FUNCTION notice_phrase_keys(tsvector)`);
    await q.query(`DROP FUNCTION notice_pair_key(text, text)`);
  }
}
