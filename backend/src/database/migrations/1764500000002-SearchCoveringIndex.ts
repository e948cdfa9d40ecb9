import { MigrationInterface, QueryRunner } from 'typeorm';

/** Which version of a chain is public, its newest and (from here on) its oldest published day. */
const REFRESH_CHAIN = (withFirst: boolean) => `
  CREATE OR REPLACE FUNCTION notice_refresh_chain(p_root integer) RETURNS void LANGUAGE sql AS $$
    WITH v AS (
      SELECT n.id, n.version,
        (SELECT max(d.date) FROM publication_dates d WHERE d.notice_id = n.id AND d.published) AS latest,
        (SELECT min(d.date) FROM publication_dates d WHERE d.notice_id = n.id AND d.published) AS first
      FROM notices n WHERE (n.root_id = p_root OR n.id = p_root) AND coalesce(n.root_id, n.id) = p_root
    ), shown AS (
      SELECT id FROM v WHERE latest IS NOT NULL ORDER BY version DESC LIMIT 1
    ), wanted AS (
      SELECT v.id, CASE WHEN v.id = (SELECT id FROM shown) THEN v.latest END AS latest,
        CASE WHEN v.id = (SELECT id FROM shown) THEN v.first END AS first
      FROM v
    )
    UPDATE notices n SET latest_pub_date = w.latest ${withFirst ? ', first_pub_date = w.first' : ''}
    FROM wanted w WHERE n.id = w.id AND (n.latest_pub_date IS DISTINCT FROM w.latest
      ${withFirst ? 'OR n.first_pub_date IS DISTINCT FROM w.first' : ''})
  $$`;

/**
 * Date-range searches without reading rows (bench/README.md):
 * - `first_pub_date`, the public version's oldest published day, kept beside latest_pub_date: a notice
 *   whose days all lie after the range is dropped without looking at its dates, and one whose oldest
 *   day lies in the range matches outright;
 * - the newest-first index carries the publication, type, area and oldest day of each notice, so a search
 *   filtered by them walks the index alone instead of reading every skipped notice's row
 *   ("county + this week" read 747 rows to answer 8; "last year" checked the dates of every newer notice);
 * - the widest span between a notice's oldest and newest day, by an index on it, so a range in the past
 *   bounds the walk at its end plus that span instead of starting at today.
 */
export class SearchCoveringIndex1764500000002 implements MigrationInterface {
  name = 'SearchCoveringIndex1764500000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notices ADD COLUMN first_pub_date date`);
    await q.query(REFRESH_CHAIN(true));
    await q.query(`UPDATE notices n SET first_pub_date = (
        SELECT min(d.date) FROM publication_dates d WHERE d.notice_id = n.id AND d.published)
      WHERE n.latest_pub_date IS NOT NULL`);
    await q.query(`DROP INDEX notices_latest`);
    await q.query(`CREATE INDEX notices_latest ON notices (latest_pub_date DESC, id DESC)
      INCLUDE (county_ids, publication_id, notice_type_id, first_pub_date) WHERE latest_pub_date IS NOT NULL`);
    await q.query(`CREATE INDEX notices_pub_span ON notices ((latest_pub_date - first_pub_date))
      WHERE latest_pub_date IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notices_pub_span`);
    await q.query(`DROP INDEX notices_latest`);
    await q.query(
      `CREATE INDEX notices_latest ON notices (latest_pub_date DESC, id DESC) WHERE latest_pub_date IS NOT NULL`,
    );
    await q.query(REFRESH_CHAIN(false));
    await q.query(`ALTER TABLE notices DROP COLUMN first_pub_date`);
  }
}
