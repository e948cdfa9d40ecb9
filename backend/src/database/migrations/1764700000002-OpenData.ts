import { MigrationInterface, QueryRunner } from 'typeorm';

/** Finished open-data dumps (docs/open-data.md): one row per Detroit day, written after its files are stored. */
export class OpenData1764700000002 implements MigrationInterface {
  name = 'OpenData1764700000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE open_data_dumps (
      date date PRIMARY KEY,
      generated_at timestamptz NOT NULL,
      notice_count integer NOT NULL,
      checkpoint text NOT NULL,
      files jsonb NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE open_data_dumps`);
  }
}
