import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transparency log: entries appended with each publication event, the Merkle tree's
 * complete subtrees, signed checkpoints and the published signing keys. No foreign keys to notices:
 * the log is append-only and outlives what it describes.
 */
export class TransparencyLog1764700000000 implements MigrationInterface {
  name = 'TransparencyLog1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE transparency_entries (
      id bigserial PRIMARY KEY,
      leaf_index bigint UNIQUE,
      notice_id integer NOT NULL,
      root_id integer NOT NULL,
      publication_date_id integer,
      event varchar(16) NOT NULL
        CONSTRAINT transparency_entries_event_check
        CHECK (event IN ('published','new_version','date_published','date_canceled','files_changed')),
      body text NOT NULL,
      leaf_hash bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT transparency_entries_publication_date_id_event_key UNIQUE (publication_date_id, event)
    )`);
    await q.query(`CREATE INDEX transparency_entries_root ON transparency_entries (root_id, id)`);
    await q.query(`CREATE INDEX transparency_entries_notice ON transparency_entries (notice_id)`);
    // The integrator's question, cheap when nothing is pending.
    await q.query(
      `CREATE INDEX transparency_entries_pending ON transparency_entries (id) WHERE leaf_index IS NULL`,
    );
    await q.query(`CREATE INDEX transparency_entries_leaf_hash ON transparency_entries (leaf_hash)`);
    // GET /transparency/lookup finds a downloaded attachment by its digest.
    await q.query(
      `CREATE INDEX notice_attachments_sha256 ON notice_attachments (sha256) WHERE sha256 IS NOT NULL`,
    );
    await q.query(`CREATE TABLE transparency_nodes (
      level smallint NOT NULL,
      index bigint NOT NULL,
      hash bytea NOT NULL,
      PRIMARY KEY (level, index)
    )`);
    await q.query(`CREATE TABLE transparency_checkpoints (
      id bigserial PRIMARY KEY,
      tree_size bigint NOT NULL,
      root_hash bytea NOT NULL,
      key_name varchar(255) NOT NULL,
      note text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE transparency_keys (
      name varchar(255) PRIMARY KEY,
      key_id char(8) NOT NULL,
      public_key bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      retired_at timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notice_attachments_sha256`);
    await q.query(
      `DROP TABLE transparency_keys, transparency_checkpoints, transparency_nodes, transparency_entries`,
    );
  }
}
