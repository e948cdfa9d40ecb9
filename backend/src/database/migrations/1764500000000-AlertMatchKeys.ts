import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Match keys replace the rare lexeme of saved searches (bench/README.md, "Alerts"): the alert matcher pairs
 * a new notice with a saved search only when they share a key, then checks the search's conditions. A
 * search's keys come from its rarest condition: its text's lexemes (one required lexeme, or one per side of
 * an 'or'), or `county N` for each county of its area, `pub N` per publication, `type N`; `*` (every notice)
 * when it has none. So a search without a usable lexeme (no text, an 'or', a negation) no longer pairs with
 * every new notice, and a common word with a county keys on the county.
 * match_exact: holding one of the keys satisfies the text (one plain lexeme, or an 'or' of them): no `@@`.
 * SavedSearchesService computes both on every save (alert-query.ts); the backfill here keys existing rows
 * on their rare lexeme, an 'or' of plain lexemes, or else their first filter, which is correct, if not
 * always the rarest. The default `*` makes a row written without keys match by its conditions alone.
 */
export class AlertMatchKeys1764500000000 implements MigrationInterface {
  name = 'AlertMatchKeys1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE saved_searches
      ADD COLUMN match_keys text[] NOT NULL DEFAULT '{*}' CHECK (cardinality(match_keys) > 0),
      ADD COLUMN match_exact boolean NOT NULL DEFAULT false`);
    // A plain lexeme prints as 'lexeme' (no quote, backslash, space or '*' inside, no :* or weights after).
    await q.query(`
      UPDATE saved_searches SET
        match_keys = CASE
          WHEN rare_lexeme IS NOT NULL AND tsquery::text NOT LIKE '%'':*%' THEN ARRAY[rare_lexeme]
          WHEN tsquery::text ~ '^''[^''\\\\ *]+''( \\| ''[^''\\\\ *]+'')*$' THEN
            ARRAY(SELECT DISTINCT m[1] FROM regexp_matches(tsquery::text, '''([^'']+)''', 'g') AS m)
          WHEN cardinality(area) > 0 THEN ARRAY(SELECT DISTINCT 'county ' || a FROM unnest(area) AS a)
          WHEN cardinality(pub) > 0 THEN ARRAY(SELECT DISTINCT 'pub ' || p FROM unnest(pub) AS p)
          WHEN type IS NOT NULL THEN ARRAY['type ' || type]
          ELSE '{*}' END,
        match_exact = coalesce(tsquery::text ~ '^''[^''\\\\ *]+''( \\| ''[^''\\\\ *]+'')*$'
          AND (rare_lexeme IS NULL OR tsquery::text = '''' || rare_lexeme || ''''), false)`);
    await q.query(`DROP INDEX IF EXISTS saved_searches_rare`);
    await q.query(`ALTER TABLE saved_searches DROP COLUMN rare_lexeme`);
    // Small publishing batches find the searches sharing one of their keys here (large ones scan). Without
    // fastupdate: saved searches change rarely, and a pending list would be read in full by every lookup.
    await q.query(`CREATE INDEX saved_searches_match_keys ON saved_searches USING gin (match_keys)
      WITH (fastupdate = off) WHERE enabled AND (notifications_enabled OR text_notifications_enabled)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Any single lexeme key is required by every match: the old matcher's rare lexeme (null pairs with all).
    await q.query(`DROP INDEX IF EXISTS saved_searches_match_keys`);
    await q.query(`ALTER TABLE saved_searches ADD COLUMN rare_lexeme text`);
    await q.query(`UPDATE saved_searches SET rare_lexeme = match_keys[1]
      WHERE tsquery IS NOT NULL AND cardinality(match_keys) = 1 AND match_keys[1] !~ '[ *]'`);
    await q.query(`CREATE INDEX saved_searches_rare ON saved_searches (rare_lexeme)
      WHERE enabled AND (notifications_enabled OR text_notifications_enabled)`);
    await q.query(`ALTER TABLE saved_searches DROP COLUMN match_exact, DROP COLUMN match_keys`);
  }
}
