import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { detroitDay } from '@notices/common';
import { stringify } from 'csv-stringify';
import { PassThrough } from 'node:stream';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { NO_READ_TIMEOUT_MS } from '../database/data-source-options';
import { JobsService } from '../jobs/jobs.service';
import { FileStorage } from '../storage/file-storage';
import { DumpFileWriter, storeWhole } from './dump-file-writer';
import type { OpenDataManifestDto } from './dto/open-data.dto';
import { OpenDataDump, type DumpFile } from './open-data-dump.entity';
import {
  CHECKPOINT_SOURCE,
  contentTypeOf,
  DUMP_FILE_NAMES,
  dumpKey,
  LICENCE,
  partialKey,
  type CheckpointSource,
  type DumpFileName,
} from './open-data-files';
import { CSV_COLUMNS, PUBLIC_NOTICES_SQL, toCsvRow, toNotice } from './open-data-rows';
import { OpenDataDumps } from './open-data.service';

export const OPEN_DATA_EXPORT_JOB = 'open-data-export';

/** Rows fetched from the cursor at a time: enough to keep PostgreSQL busy, few enough to stay small. */
const BATCH_ROWS = 500;

/**
 * The daily export (docs/open-data.md). Rows stream from a cursor on a connection of its own, in one
 * read-only snapshot, through the JSON Lines and CSV encoders, gzip and a SHA-256, into storage under
 * partial keys; the files move to their keys and the dump's row is written only when all three are
 * stored, so a crash leaves no dump listed and the next run starts again. A day that has a dump is kept
 * as it is: its files are served as immutable, and third parties may have recorded their hashes.
 */
@Injectable()
export class OpenDataExporter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OpenData');
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly dumps: OpenDataDumps,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CHECKPOINT_SOURCE) private readonly checkpoint: CheckpointSource,
  ) {}

  /** Every Detroit midnight; pg-boss retries after a failure or a crash, and a finished day is kept. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register({
      name: OPEN_DATA_EXPORT_JOB,
      cron: '0 0 * * *',
      retryLimit: 3,
      handler: () => this.exportToday().then(() => undefined),
    });
  }

  /** An export started by an administrator finishes (or fails) before the database goes away. */
  async onApplicationShutdown(): Promise<void> {
    await this.running;
  }

  /**
   * Starts today's export in the background (an administrator's request: a million notices take
   * minutes); answers the day. A run already under way in this process is not started twice.
   */
  startToday(): string {
    this.running ??= this.exportToday()
      .catch((error: Error) => this.logger.error(`Open-data export failed: ${error.message}`))
      .finally(() => (this.running = null));
    return detroitDay(this.clock.now());
  }

  /** Exports the Detroit day of the product's clock unless it has a dump, then deletes the old dumps. */
  async exportToday(): Promise<OpenDataDump> {
    const date = detroitDay(this.clock.now());
    const dump =
      (await this.dataSource.getRepository(OpenDataDump).findOneBy({ date })) ?? (await this.export(date));
    await this.dumps.applyRetention(date);
    return dump;
  }

  private async export(date: string): Promise<OpenDataDump> {
    const started = Date.now();
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      // The dump streams every notice through one cursor, and waiting for the other instance's export is
      // no stall either: neither the server's nor the client's statement bound applies here.
      await client.query('SET statement_timeout = 0');
      // Two instances may run the job at once: the second waits here, then finds the first one's dump.
      const lock = {
        text: `SELECT pg_advisory_lock(hashtext('open-data-export'))`,
        query_timeout: NO_READ_TIMEOUT_MS,
      };
      await client.query(lock);
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const done = await this.dataSource.getRepository(OpenDataDump).findOneBy({ date });
      const dump = done ?? (await this.write(client, date));
      await client.query('COMMIT');
      if (!done)
        this.logger.log(`Exported ${dump.noticeCount} notices for ${date} in ${Date.now() - started} ms`);
      return dump;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      await Promise.all(
        DUMP_FILE_NAMES.map((name) => this.storage.remove(partialKey(date, name)).catch(() => undefined)),
      );
      throw error;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('open-data-export'))`).catch(() => undefined);
      await client.query('RESET statement_timeout').catch(() => undefined);
      await runner.release();
    }
  }

  private target(date: string, name: DumpFileName) {
    return this.storage.writeStream(partialKey(date, name), contentTypeOf(name));
  }

  private async write(client: PoolClient, date: string): Promise<OpenDataDump> {
    const generatedAt = this.clock.now();
    const checkpoint = await this.checkpoint();
    const lines = new DumpFileWriter(
      new PassThrough(),
      'notices.jsonl.gz',
      this.target(date, 'notices.jsonl.gz'),
    );
    const csv = new DumpFileWriter(
      // RFC 4180 ends every record with CRLF (csv-stringify's default is LF); breaks inside quoted fields stay as written.
      stringify({ header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' }),
      'notices.csv.gz',
      this.target(date, 'notices.csv.gz'),
    );
    let noticeCount = 0;
    // node-postgres reads a submittable's own `query_timeout` before the pool's: a long dump is no stall.
    const stream = Object.assign(new QueryStream(PUBLIC_NOTICES_SQL, [], { batchSize: BATCH_ROWS }), {
      query_timeout: NO_READ_TIMEOUT_MS,
    });
    try {
      for await (const row of client.query(stream)) {
        const notice = toNotice(row, this.config.publicUrl);
        await Promise.all([lines.write(`${JSON.stringify(notice)}\n`), csv.write(toCsvRow(notice))]);
        noticeCount++;
      }
    } catch (error) {
      lines.abort(error as Error);
      csv.abort(error as Error);
      throw error;
    } finally {
      // A dump abandoned midway never calls back: the call clears the read timer node-postgres set.
      stream.callback?.();
    }
    const files: DumpFile[] = await Promise.all([lines.end(), csv.end()]);
    const manifest: OpenDataManifestDto = {
      date,
      generatedAt: generatedAt.toISOString(),
      notices: noticeCount,
      licence: LICENCE,
      checkpoint,
      files,
    };
    const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    files.push(await storeWhole('manifest.json', bytes, this.target(date, 'manifest.json')));
    for (const name of DUMP_FILE_NAMES) await this.storage.move(partialKey(date, name), dumpKey(date, name));
    return this.dataSource
      .getRepository(OpenDataDump)
      .save({ date, generatedAt, noticeCount, checkpoint, files });
  }
}
