import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notices list's search box matches a notice's search vector. The public search
 * index covers only what the site shows (`latest_pub_date IS NOT NULL`); this partial index covers the
 * rest (drafts, scheduled notices not yet run, canceled ones, archived versions), so the back office
 * finds any notice by a word without reading every row of its scope. Together the two partial indexes
 * cover every row once.
 */
export class NoticeListSearch1765220000000 implements MigrationInterface {
  name = 'NoticeListSearch1765220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX notices_search_unpublished ON notices USING gin (search) WHERE latest_pub_date IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notices_search_unpublished`);
  }
}
