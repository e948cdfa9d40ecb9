import 'reflect-metadata';
import { resolve } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

/** The repository's root, whence `npm start` resolves a relative DATA_DIR (from src/ or dist/ alike). */
const ROOT = resolve(__dirname, '..', '..', '..');

/** A DataSource on the embedded cluster of DATA_DIR, which it starts and stops with itself. */
class EmbeddedDataSource extends DataSource {
  constructor(
    options: DataSourceOptions,
    private readonly embedded: EmbeddedDatabase,
  ) {
    super(options);
  }

  override async initialize(): Promise<this> {
    try {
      return await super.initialize();
    } catch (error) {
      await this.embedded.stop();
      throw error;
    }
  }

  override async destroy(): Promise<void> {
    try {
      await super.destroy();
    } finally {
      await this.embedded.stop();
    }
  }
}

/**
 * The TypeORM CLI's DataSource (`npm run migration:* -w backend`), with the app's options: on
 * DATABASE_URL when set, else on the embedded PostgreSQL in DATA_DIR (the app must be stopped then,
 * since one process at a time runs a DATA_DIR).
 */
async function cliDataSource(): Promise<DataSource> {
  const url = process.env.DATABASE_URL;
  if (url) return new DataSource(dataSourceOptions(url));
  const embedded = await startEmbeddedPostgres(resolve(ROOT, process.env.DATA_DIR || './.data'));
  return new EmbeddedDataSource(dataSourceOptions(embedded.url), embedded);
}

export default cliDataSource();
