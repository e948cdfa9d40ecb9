import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the two search shapes the benchmark found slow at 1M notices (bench/README.md):
 * custom-field text "contains" (a trigram index serves ILIKE '%…%'), and a date range over published days
 * (driven from the days instead of walking every notice of a county or type).
 * pg_trgm ships with PostgreSQL; creating it needs a role allowed to create extensions.
 */
export class SearchFilterIndexes1764400000001 implements MigrationInterface {
  name = 'SearchFilterIndexes1764400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX notice_field_values_text_trgm ON notice_field_values USING gin (text gin_trgm_ops) WHERE text IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX publication_dates_published_day ON publication_dates (date, notice_id) WHERE published`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS publication_dates_published_day`);
    await q.query(`DROP INDEX IF EXISTS notice_field_values_text_trgm`);
  }
}
