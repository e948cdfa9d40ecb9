import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches (the search fields as columns, plus the compiled tsquery and its rarest lexeme for
 * alert matching), the alert outbox (one row per saved search, notice and channel: the UNIQUE makes
 * "exactly one alert" a database fact) and the SMS outbox.
 */
export class SavedSearchesAlerts1764200000001 implements MigrationInterface {
  name = 'SavedSearchesAlerts1764200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(255) NOT NULL,
        query text NOT NULL DEFAULT '',
        for_text text,
        pub integer[] NOT NULL DEFAULT '{}',
        area integer[] NOT NULL DEFAULT '{}',
        date_range varchar(2),
        from_value varchar(64),
        to_value varchar(64),
        type integer,
        f integer[] NOT NULL DEFAULT '{}',
        v text[] NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT true,
        notifications_enabled boolean NOT NULL DEFAULT true,
        text_notifications_enabled boolean NOT NULL DEFAULT false,
        -- websearch_to_tsquery of for_text (null: no text), and its least frequent required lexeme
        -- (null: none usable, e.g. an 'or' query): the alert matcher joins on it (SEARCH-NOTES.md).
        tsquery tsquery,
        rare_lexeme text,
        -- Date filters and custom fields are matched one search at a time; the rest in one join.
        needs_row_check boolean NOT NULL DEFAULT false,
        unsubscribe_token_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX saved_searches_user ON saved_searches (user_id, created_at)`);
    await q.query(`CREATE INDEX saved_searches_rare ON saved_searches (rare_lexeme)
      WHERE enabled AND (notifications_enabled OR text_notifications_enabled)`);

    await q.query(`
      CREATE TABLE alert_outbox (
        id bigserial PRIMARY KEY,
        saved_search_id integer NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
        notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
        channel varchar(5) NOT NULL CHECK (channel IN ('email', 'sms')),
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        -- The message that carried it (null when skipped: notifications were turned off meanwhile).
        mail_id integer REFERENCES mail_outbox(id) ON DELETE SET NULL,
        sms_id integer,
        CONSTRAINT alert_outbox_once UNIQUE (saved_search_id, notice_id, channel)
      )`);
    await q.query(`CREATE INDEX alert_outbox_pending ON alert_outbox (saved_search_id, channel)
      WHERE delivered_at IS NULL`);

    await q.query(`
      CREATE TABLE sms_outbox (
        id serial PRIMARY KEY,
        recipient varchar(32) NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        provider_id varchar(64),
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['sms_outbox', 'alert_outbox', 'saved_searches'])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
