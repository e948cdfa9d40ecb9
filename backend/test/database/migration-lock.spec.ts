import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runMigrations } from '../../src/database/migrate';
import { ADMIN_EMAIL, cloneDatabase, TestApp } from '../support/app';

const MIGRATION_FILES = readdirSync(join(__dirname, '..', '..', 'src', 'database', 'migrations')).length;

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

  it('starts two apps together on one empty database: both serve, the first administrator is made once', async () => {
    const empty = await cloneDatabase('template0');
    const apps = await Promise.all([
      TestApp.start({ databaseUrl: empty }),
      TestApp.start({ databaseUrl: empty }),
    ]);
    try {
      for (const app of apps) expect((await app.http.get('/api/v1/health')).status).toBe(200);
      const admins = await apps[0].db.query('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL]);
      expect(admins).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
