import { DataSource, TableCheck, TableForeignKey, TableIndex, TableUnique, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { cloneDatabase } from '../support/app';

/**
 * The entities and the migrations describe one schema (docs/decisions/007-one-schema-source.md). TypeORM's
 * own diff compares constraints and indexes by name only, so the tests after the first also ask PostgreSQL
 * to read what TypeORM would write for each of them, and compare that with what the migrations wrote.
 */
describe('schema: the entities describe the migrated database', () => {
  let dataSource: DataSource;
  let runner: QueryRunner;

  const entities = () => dataSource.entityMetadatas.filter((metadata) => metadata.synchronize);

  beforeAll(async () => {
    dataSource = await new DataSource(dataSourceOptions(await cloneDatabase())).initialize();
    runner = dataSource.createQueryRunner();
  });

  afterAll(async () => {
    await runner?.release();
    await dataSource?.destroy();
  });

  it("leaves TypeORM's schema diff empty", async () => {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    // On failure the received list is the SQL TypeORM would run: make the entities say what the migrations did.
    expect(upQueries.map((query) => query.query)).toEqual([]);
  });

  it('gives every table of the database an entity', async () => {
    const rows: Array<{ name: string }> = await runner.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    const declared = new Set(entities().map((metadata) => metadata.tableName));
    expect(rows.map((row) => row.name).filter((name) => !declared.has(name))).toEqual([]);
  });

  it('names every index, unique key, check and foreign key of the database, and finds each it names', async () => {
    const rows: Array<{ name: string }> = await runner.query(`
      SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname <> 'migrations' AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = i.indrelid AND k.conindid = i.indexrelid)
      UNION ALL
      SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype IN ('c', 'u', 'f')`);
    const inDatabase = rows.map((row) => row.name).sort();
    const named = entities()
      .flatMap((metadata) => [
        ...metadata.indices.map((index) => index.name),
        ...metadata.uniques.map((unique) => unique.name),
        ...metadata.checks.map((check) => check.name),
        ...metadata.foreignKeys.map((foreignKey) => foreignKey.name),
      ])
      .sort();
    expect(named).toEqual(inDatabase);
  });

  it('writes each index, unique key, check and foreign key as the migrations wrote it', async () => {
    const differences: Array<{ name: string; migrated: string | undefined; entity: string | undefined }> = [];
    await runner.startTransaction();
    try {
      await runner.query('CREATE SCHEMA probe');
      for (const metadata of entities()) {
        const table = (await runner.getTable(metadata.tableName))!;
        // A bare copy of the table (columns only) to build what TypeORM would write for each item.
        await runner.query(`CREATE TABLE probe.copy (LIKE public."${metadata.tableName}")`);
        const toProbe = (sql: string) => sql.replace(`"${metadata.tableName}"`, 'probe.copy');
        const items = [
          ...metadata.checks.map(
            (check) => () => runner.createCheckConstraint(table, TableCheck.create(check)),
          ),
          ...metadata.uniques.map(
            (unique) => () => runner.createUniqueConstraint(table, TableUnique.create(unique)),
          ),
          ...metadata.foreignKeys.map(
            (foreignKey) => () =>
              runner.createForeignKey(table, TableForeignKey.create(foreignKey, dataSource.driver)),
          ),
          ...metadata.indices
            .filter((index) => index.synchronize)
            .map((index) => () => runner.createIndex(table, TableIndex.create(index))),
        ];
        for (const create of items) {
          runner.enableSqlMemory();
          try {
            await create();
          } finally {
            const { upQueries } = runner.getMemorySql();
            runner.disableSqlMemory();
            for (const query of upQueries) await runner.query(toProbe(query.query));
          }
        }
        const migrated = await definitions(runner, `public."${metadata.tableName}"`);
        const written = await definitions(runner, 'probe.copy');
        for (const [name, entity] of written)
          if (migrated.get(name) !== entity) differences.push({ name, migrated: migrated.get(name), entity });
        await runner.query('DROP TABLE probe.copy');
      }
    } finally {
      await runner.rollbackTransaction();
    }
    expect(differences).toEqual([]);
  });
});

/** Each constraint's and index's definition as PostgreSQL prints it, without the table's name. */
async function definitions(runner: QueryRunner, table: string): Promise<Map<string, string>> {
  const rows: Array<{ name: string; definition: string }> = await runner.query(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = $1::regclass AND contype IN ('c', 'u', 'f')
     UNION ALL
     SELECT c.relname, regexp_replace(pg_get_indexdef(i.indexrelid), ' ON \\S+ USING ', ' ON table USING ')
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = $1::regclass AND NOT i.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = i.indrelid AND k.conindid = i.indexrelid)`,
    [table],
  );
  return new Map(rows.map((row) => [row.name, row.definition]));
}
