import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notices with their versions, custom field values, publication dates, the record of each publication
 * made (one row per date, ever: the database itself refuses a second publication), attachments, and the
 * scheduler's runs.
 */
export class Notices1764100000000 implements MigrationInterface {
  name = 'Notices1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notices (
        id serial PRIMARY KEY,
        -- The first version's id: every version of one notice shares it (set right after the insert).
        root_id integer,
        version integer NOT NULL DEFAULT 1,
        previous_version_id integer REFERENCES notices(id) ON DELETE SET NULL,
        has_next_version boolean NOT NULL DEFAULT false,
        title varchar(255) NOT NULL,
        content text NOT NULL,
        status char(1) NOT NULL DEFAULT 'D' CHECK (status IN ('D','S','P','C')),
        submission_type varchar(8) NOT NULL DEFAULT 'normal' CHECK (submission_type IN ('normal','api')),
        free boolean NOT NULL DEFAULT false,
        publication_id integer NOT NULL REFERENCES publications(id),
        notice_type_id integer NOT NULL REFERENCES notice_types(id),
        created_by integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notices_root ON notices (root_id, version)`);
    await q.query(`CREATE INDEX notices_publication ON notices (publication_id)`);
    await q.query(`CREATE INDEX notices_notice_type ON notices (notice_type_id)`);
    await q.query(`CREATE INDEX notices_created_at ON notices (created_at)`);

    await q.query(`
      CREATE TABLE notice_field_values (
        id serial PRIMARY KEY,
        notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
        field_id integer NOT NULL REFERENCES notice_type_fields(id),
        text text,
        date date,
        date_time timestamptz,
        address jsonb,
        CONSTRAINT notice_field_values_unique UNIQUE (notice_id, field_id)
      )`);

    await q.query(`
      CREATE TABLE publication_dates (
        id serial PRIMARY KEY,
        notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
        date date NOT NULL,
        published boolean NOT NULL DEFAULT false,
        published_at timestamptz,
        paid boolean NOT NULL DEFAULT false,
        canceled boolean NOT NULL DEFAULT false,
        canceled_at timestamptz
      )`);
    await q.query(`CREATE INDEX publication_dates_notice ON publication_dates (notice_id, date)`);
    // The scheduler's question: what is due and still pending?
    await q.query(
      `CREATE INDEX publication_dates_due ON publication_dates (date, id) WHERE NOT published AND NOT canceled`,
    );

    await q.query(`
      CREATE TABLE scheduler_runs (
        id serial PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        due_count integer NOT NULL DEFAULT 0,
        published_count integer NOT NULL DEFAULT 0,
        status varchar(8) NOT NULL DEFAULT 'running' CHECK (status IN ('running','finished','failed')),
        error text
      )`);

    await q.query(`
      CREATE TABLE date_publications (
        -- One row per publication ever made: the primary key makes "published exactly once" a database fact.
        publication_date_id integer PRIMARY KEY REFERENCES publication_dates(id) ON DELETE CASCADE,
        run_id integer REFERENCES scheduler_runs(id) ON DELETE SET NULL,
        published_at timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE TABLE notice_attachments (
        id serial PRIMARY KEY,
        notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
        kind varchar(8) NOT NULL CHECK (kind IN ('content','public')),
        name varchar(255) NOT NULL,
        content_type varchar(64) NOT NULL,
        size integer NOT NULL,
        storage_key varchar(255) NOT NULL UNIQUE,
        status varchar(8) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','ready')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notice_attachments_notice ON notice_attachments (notice_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'notice_attachments',
      'date_publications',
      'scheduler_runs',
      'publication_dates',
      'notice_field_values',
      'notices',
    ])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
