import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom-field searches (`f`/`v`, `text ILIKE '%value%'`) planned on far too low estimates
 * (ADR 026). With the default statistics (100 values, a 101-bound histogram) over every field's values at
 * once, PostgreSQL guessed 8 notices of one type had `Johnson` in a name field where 6,464 had, so it
 * gathered and sorted all of them (1,090 ms first time) instead of walking the type's newest notices
 * until a page was full (23 ms). A statistics target of 1,000 samples enough values for the histogram to
 * see such names: the estimate became 2,013 and the plan the walk. ANALYZE here makes it true at once.
 */
export class FieldValueStatistics1765100000000 implements MigrationInterface {
  name = 'FieldValueStatistics1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notice_field_values ALTER COLUMN text SET STATISTICS 1000`);
    await q.query(`ANALYZE notice_field_values`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notice_field_values ALTER COLUMN text SET STATISTICS -1`);
    await q.query(`ANALYZE notice_field_values`);
  }
}
