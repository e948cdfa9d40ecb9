import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The same default for publications.possible_roles, spelled as an array literal. TypeORM reads an
 * `ARRAY[...]` default back mangled, so its schema diff against the entities could never be empty
 * (docs/decisions/007-one-schema-source.md). No row changes.
 */
export class PossibleRolesDefaultLiteral1764650000000 implements MigrationInterface {
  name = 'PossibleRolesDefaultLiteral1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE publications ALTER COLUMN possible_roles SET DEFAULT '{PUBLICATION_ADMIN,PUBLICATION_USER}'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE publications ALTER COLUMN possible_roles SET DEFAULT ARRAY['PUBLICATION_ADMIN','PUBLICATION_USER']`,
    );
  }
}
