import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runMigrations } from '../src/database/migrate';
import { cloneDatabase } from './app';

const MIGRATION_FILES = readdirSync(join(__dirname, '..', 'src', 'database', 'migrations')).length;

describe('migrations at boot (runMigrations, under an advisory lock)', () => {
  let url: string;

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    url = await cloneDatabase('template0'); // empty: no table, no migration run yet
  });

  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  async function runsPerMigration(): Promise<Array<{ name: string; runs: number }>> {
    const db = await new DataSource({ type: 'postgres', url }).initialize();
    try {
      return await db.query('SELECT name, count(*)::int AS runs FROM migrations GROUP BY name ORDER BY name');
    } finally {
      await db.destroy();
    }
  }

  it('migrates once when two instances start together on an empty database; both start, and a third finds nothing to do', async () => {
    await Promise.all([runMigrations(url), runMigrations(url)]);
    let runs = await runsPerMigration();
    expect(runs).toHaveLength(MIGRATION_FILES);
    expect(runs.filter((row) => row.runs !== 1)).toEqual([]);

    await runMigrations(url);
    runs = await runsPerMigration();
    expect(runs).toHaveLength(MIGRATION_FILES);
    expect(runs.filter((row) => row.runs !== 1)).toEqual([]);
  });
});
