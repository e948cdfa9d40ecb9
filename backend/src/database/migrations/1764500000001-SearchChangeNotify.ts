import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table whose rows decide what a search finds, counts or shows on its cards (search-sql.ts). */
const TABLES = [
  'notices',
  'publication_dates',
  'notice_field_values',
  'notice_attachments',
  'notice_types',
  'publications',
  'publication_counties',
  'counties',
];

/**
 * Tells listening servers that what search sees has changed, so they drop the totals and cards they
 * remember (SearchChanges). Statement-level and deduplicated by PostgreSQL within a transaction: a scheduler batch
 * of thousands of dates sends one notification, delivered at commit.
 */
export class SearchChangeNotify1764500000001 implements MigrationInterface {
  name = 'SearchChangeNotify1764500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('search_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of TABLES)
      await q.query(`CREATE TRIGGER ${table}_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
        ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS ${table}_search_changed ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS notify_search_changed()`);
  }
}
