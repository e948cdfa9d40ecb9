import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search columns on notices, kept by triggers so that every writer (the API, the scheduler, a bulk
 * load with triggers on) leaves them right in its own transaction:
 * - `search`: weighted tsvector (title A, content B, custom-field text C, publication and county names D);
 * - `county_ids`: the publication's area;
 * - `latest_pub_date`: the newest published day, set only on the newest *published* version of a chain,
 *   so search shows each notice once (an archived version whose successor never published stays findable).
 * Indexes follow shared/SEARCH-NOTES.md (partial on public notices, order by latest_pub_date desc, id desc).
 */
export class Search1764200000000 implements MigrationInterface {
  name = 'Search1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notices ADD COLUMN latest_pub_date date,
      ADD COLUMN county_ids integer[] NOT NULL DEFAULT '{}', ADD COLUMN search tsvector`);

    await q.query(`
      CREATE FUNCTION notice_search_vector(p_id integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(to_tsvector('english', coalesce(n.title, '')), 'A')
          || setweight(to_tsvector('english', coalesce(n.content, '')), 'B')
          || setweight(to_tsvector('english', coalesce((
               SELECT string_agg(concat_ws(' ', v.text, v.address->>'street', v.address->>'optionalStreet',
                        v.address->>'locality', v.address->>'region', v.address->>'postalCode'), ' ')
               FROM notice_field_values v WHERE v.notice_id = n.id), '')), 'C')
          || setweight(to_tsvector('english', coalesce(p.name, '') || ' ' || coalesce((
               SELECT string_agg(c.name, ' ') FROM publication_counties pc JOIN counties c ON c.id = pc.county_id
               WHERE pc.publication_id = n.publication_id), '')), 'D')
        FROM notices n JOIN publications p ON p.id = n.publication_id WHERE n.id = p_id
      $$`);

    await q.query(`
      CREATE FUNCTION notice_refresh_search(p_id integer) RETURNS void LANGUAGE sql AS $$
        UPDATE notices n SET search = notice_search_vector(n.id),
          county_ids = coalesce((SELECT array_agg(pc.county_id ORDER BY pc.county_id) FROM publication_counties pc
                                 WHERE pc.publication_id = n.publication_id), '{}')
        WHERE n.id = p_id
      $$`);

    // Which version of a chain is public, and its newest published day.
    await q.query(`
      CREATE FUNCTION notice_refresh_chain(p_root integer) RETURNS void LANGUAGE sql AS $$
        WITH v AS (
          SELECT n.id, n.version,
            (SELECT max(d.date) FROM publication_dates d WHERE d.notice_id = n.id AND d.published) AS latest
          FROM notices n WHERE (n.root_id = p_root OR n.id = p_root) AND coalesce(n.root_id, n.id) = p_root
        ), shown AS (
          SELECT id FROM v WHERE latest IS NOT NULL ORDER BY version DESC LIMIT 1
        )
        UPDATE notices n SET latest_pub_date = CASE WHEN n.id = (SELECT id FROM shown) THEN v.latest END
        FROM v WHERE n.id = v.id
          AND n.latest_pub_date IS DISTINCT FROM (CASE WHEN n.id = (SELECT id FROM shown) THEN v.latest END)
      $$`);

    await q.query(`
      CREATE FUNCTION notices_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM notice_refresh_chain(coalesce(OLD.root_id, OLD.id));
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' OR NEW.title IS DISTINCT FROM OLD.title OR NEW.content IS DISTINCT FROM OLD.content
           OR NEW.publication_id IS DISTINCT FROM OLD.publication_id THEN
          PERFORM notice_refresh_search(NEW.id);
        END IF;
        IF TG_OP = 'UPDATE' AND (NEW.has_next_version IS DISTINCT FROM OLD.has_next_version
           OR NEW.root_id IS DISTINCT FROM OLD.root_id) THEN
          PERFORM notice_refresh_chain(coalesce(NEW.root_id, NEW.id));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER notices_search AFTER INSERT OR UPDATE OF title, content, publication_id,
      has_next_version, root_id OR DELETE ON notices FOR EACH ROW EXECUTE FUNCTION notices_search_trigger()`);

    await q.query(`
      CREATE FUNCTION notice_dates_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE r integer;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          SELECT coalesce(root_id, id) INTO r FROM notices WHERE id = OLD.notice_id;
        ELSE
          SELECT coalesce(root_id, id) INTO r FROM notices WHERE id = NEW.notice_id;
        END IF;
        IF r IS NOT NULL THEN PERFORM notice_refresh_chain(r); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER publication_dates_search AFTER INSERT OR UPDATE OF published, date OR DELETE
      ON publication_dates FOR EACH ROW EXECUTE FUNCTION notice_dates_search_trigger()`);

    await q.query(`
      CREATE FUNCTION notice_fields_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN PERFORM notice_refresh_search(OLD.notice_id);
        ELSE PERFORM notice_refresh_search(NEW.notice_id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER notice_field_values_search AFTER INSERT OR UPDATE OR DELETE
      ON notice_field_values FOR EACH ROW EXECUTE FUNCTION notice_fields_search_trigger()`);

    // A publication renamed or its area changed: its notices' vectors and county ids follow.
    await q.query(`
      CREATE FUNCTION publication_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE p integer;
      BEGIN
        IF TG_TABLE_NAME = 'publications' THEN p := NEW.id;
        ELSIF TG_OP = 'DELETE' THEN p := OLD.publication_id;
        ELSE p := NEW.publication_id;
        END IF;
        PERFORM notice_refresh_search(n.id) FROM notices n WHERE n.publication_id = p;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER publications_search AFTER UPDATE OF name ON publications
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION publication_search_trigger()`);
    await q.query(`CREATE TRIGGER publication_counties_search AFTER INSERT OR DELETE ON publication_counties
      FOR EACH ROW EXECUTE FUNCTION publication_search_trigger()`);

    // Existing rows.
    await q.query(`SELECT notice_refresh_search(id) FROM notices`);
    await q.query(
      `SELECT notice_refresh_chain(r) FROM (SELECT DISTINCT coalesce(root_id, id) AS r FROM notices) s`,
    );

    const pub = 'WHERE latest_pub_date IS NOT NULL';
    await q.query(`CREATE INDEX notices_search ON notices USING gin (search) ${pub}`);
    await q.query(`CREATE INDEX notices_latest ON notices (latest_pub_date DESC, id DESC) ${pub}`);
    await q.query(
      `CREATE INDEX notices_pub_latest ON notices (publication_id, latest_pub_date DESC, id DESC) ${pub}`,
    );
    await q.query(
      `CREATE INDEX notices_type_latest ON notices (notice_type_id, latest_pub_date DESC, id DESC) ${pub}`,
    );
    await q.query(`CREATE INDEX notices_county_ids ON notices USING gin (county_ids) ${pub}`);
    await q.query(
      `CREATE INDEX publication_dates_published ON publication_dates (notice_id, date) WHERE published`,
    );
    // A rare name was 9-13 s with the default target and 0.5 ms with this one (SEARCH-NOTES.md).
    await q.query(`ALTER TABLE notices ALTER COLUMN search SET STATISTICS 10000`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS publication_counties_search ON publication_counties`);
    await q.query(`DROP TRIGGER IF EXISTS publications_search ON publications`);
    await q.query(`DROP TRIGGER IF EXISTS notice_field_values_search ON notice_field_values`);
    await q.query(`DROP TRIGGER IF EXISTS publication_dates_search ON publication_dates`);
    await q.query(`DROP TRIGGER IF EXISTS notices_search ON notices`);
    for (const fn of [
      'publication_search_trigger()',
      'notice_fields_search_trigger()',
      'notice_dates_search_trigger()',
      'notices_search_trigger()',
      'notice_refresh_chain(integer)',
      'notice_refresh_search(integer)',
      'notice_search_vector(integer)',
    ])
      await q.query(`DROP FUNCTION IF EXISTS ${fn}`);
    await q.query(`DROP INDEX IF EXISTS publication_dates_published`);
    await q.query(
      `ALTER TABLE notices DROP COLUMN search, DROP COLUMN county_ids, DROP COLUMN latest_pub_date`,
    );
  }
}
