import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One full-name rule, "Given Family": names the user editor wrote as "Family Given" are
 * turned around. Names a person typed themselves (registration) are left alone.
 */
export class FullNameGivenFamily1764600000001 implements MigrationInterface {
  name = 'FullNameGivenFamily1764600000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE users SET full_name = given_name || ' ' || family_name
      WHERE given_name <> '' AND family_name <> '' AND given_name <> family_name
        AND full_name = family_name || ' ' || given_name`);
  }

  async down(): Promise<void> {
    // Nothing to undo: both orders were valid before.
  }
}
