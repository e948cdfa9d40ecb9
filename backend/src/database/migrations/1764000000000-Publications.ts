import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publications (with their counties and per-user permissions), API users' publications, notice types
 * with their custom fields, and the audit log of back-office writes.
 */
export class Publications1764000000000 implements MigrationInterface {
  name = 'Publications1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE publications (
        id serial PRIMARY KEY,
        name varchar(255) NOT NULL,
        website varchar(255) NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        publishing_enabled boolean NOT NULL DEFAULT true,
        possible_roles text[] NOT NULL DEFAULT ARRAY['PUBLICATION_ADMIN','PUBLICATION_USER'],
        payment_method varchar(8) NOT NULL CHECK (payment_method IN ('CC','MANUAL')),
        payment_period varchar(8) NOT NULL CHECK (payment_period IN ('WEEK','MONTH')),
        mailing_address jsonb NOT NULL,
        billing_address jsonb NOT NULL,
        main_contact jsonb NOT NULL,
        billing_contact jsonb NOT NULL,
        billing_address_same_as_mailing boolean NOT NULL DEFAULT true,
        billing_contact_same_as_main boolean NOT NULL DEFAULT true,
        -- Set by the notices issue in the same transaction as the first notice; never cleared.
        notices_created boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX publications_name ON publications (name)`);
    await q.query(`CREATE INDEX publications_created_at ON publications (created_at)`);

    await q.query(`
      CREATE TABLE publication_counties (
        publication_id integer NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
        county_id integer NOT NULL REFERENCES counties(id),
        PRIMARY KEY (publication_id, county_id)
      )`);
    await q.query(`CREATE INDEX publication_counties_county ON publication_counties (county_id)`);

    await q.query(`
      CREATE TABLE publication_user_permissions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        publication_id integer NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
        role varchar(64) NOT NULL,
        has_permission_to_publish boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT publication_user_permissions_unique UNIQUE (user_id, publication_id)
      )`);
    await q.query(
      `CREATE INDEX publication_user_permissions_publication ON publication_user_permissions (publication_id)`,
    );

    await q.query(`
      CREATE TABLE api_user_publications (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        publication_id integer NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
        allow_free_notices boolean NOT NULL DEFAULT false,
        CONSTRAINT api_user_publications_unique UNIQUE (user_id, publication_id)
      )`);
    await q.query(`CREATE INDEX api_user_publications_publication ON api_user_publications (publication_id)`);

    await q.query(`
      CREATE TABLE notice_types (
        id serial PRIMARY KEY,
        name varchar(255) NOT NULL,
        notices_created boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE notice_type_fields (
        id serial PRIMARY KEY,
        notice_type_id integer NOT NULL REFERENCES notice_types(id) ON DELETE CASCADE,
        name varchar(255) NOT NULL,
        field_type varchar(16) NOT NULL CHECK (field_type IN
          ('text','textarea','file','publication','county','dateRange','address','date','dateTime')),
        required boolean NOT NULL DEFAULT false,
        position integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX notice_type_fields_type ON notice_type_fields (notice_type_id, position)`);

    // No foreign key to users: the log outlives the accounts it names (hence actor_email).
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        actor_id integer,
        actor_email varchar(255),
        action varchar(32) NOT NULL,
        entity_type varchar(32) NOT NULL,
        entity_id integer NOT NULL,
        changes jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(`CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id, created_at DESC)`);
    await q.query(`CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_actor ON audit_log (actor_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'audit_log',
      'notice_type_fields',
      'notice_types',
      'api_user_publications',
      'publication_user_permissions',
      'publication_counties',
      'publications',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
