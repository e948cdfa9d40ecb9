import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search index serves a search's filters with its text (ADR 024). A text search with a
 * county, a publication, a type or a date range used the text's GIN index alone and then read every
 * match's row to test the rest: `bond sidewalk` in one county read 46,000 rows to keep 926, and a phrase
 * this week rechecked 32,000 vectors to keep 83. The index now holds, beside the vector, the notice's
 * filter keys (bigint, one kind per range of 2^40, as `search-keys.ts` writes them): its counties, its
 * publication, its type, and the day and month of its newest published date. A search ANDs the keys its
 * filters imply in the same index scan. The keys only narrow the candidates; every condition is still
 * tested as before, so results are unchanged. Every part is built in, so a plain `DATABASE_URL` server
 * runs it as the embedded one does (btree_gin would index the columns themselves, but GIN scans a
 * one-sided date range from the start: 710 ms for one week at 1M notices).
 */
export class SearchKeys1765000000000 implements MigrationInterface {
  name = 'SearchKeys1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notice_search_keys(publication_id integer, notice_type_id integer, county_ids integer[],
        latest_pub_date date) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT county_ids::bigint[] || ARRAY[
          1099511627776 + publication_id,
          2199023255552 + notice_type_id,
          3298534883328 + (latest_pub_date - DATE '2000-01-01'),
          4398046511104 + (date_trunc('month', latest_pub_date::timestamp)::date - DATE '2000-01-01')]
      $$`);
    await q.query(`DROP INDEX notices_search`);
    await q.query(`CREATE INDEX notices_search ON notices USING gin
      (search, notice_search_keys(publication_id, notice_type_id, county_ids, latest_pub_date))
      WHERE latest_pub_date IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notices_search`);
    await q.query(
      `CREATE INDEX notices_search ON notices USING gin (search) WHERE latest_pub_date IS NOT NULL`,
    );
    await q.query(`DROP FUNCTION notice_search_keys(integer, integer, integer[], date)`);
  }
}
