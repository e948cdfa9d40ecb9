import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, ErrorCode, isDay } from '@notices/common';
import { DataSource, LessThan } from 'typeorm';
import { AppException } from '../platform/app-exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ReadDatabase } from '../database/read-database';
import { FileStorage, type StoredStream } from '../storage/file-storage';
import {
  contentTypeOf,
  DUMP_FILE_NAMES,
  dumpKey,
  fileUrl,
  isDumpFileName,
  LICENCE,
  SCHEMA_URL,
  type DumpFileName,
} from './open-data-files';
import type { OpenDataListingDto } from './dto/open-data.dto';
import { OpenDataDump, type DumpFile } from './open-data-dump.entity';

/** A dump's row as the listing reads it (raw, so that it can come from the read replica). */
interface DumpRow {
  date: string;
  generated_at: Date;
  notice_count: number;
  checkpoint: string;
  files: DumpFile[];
}

/** Finished dumps: the listing and their files (read from ReadDatabase), and deleting the old ones. */
@Injectable()
export class OpenDataDumps {
  private readonly logger = new Logger('OpenData');

  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ReadDatabase,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(OpenDataDump);
  }

  async list(): Promise<OpenDataListingDto> {
    const dumps = await this.reads.read((m) =>
      m.query<DumpRow>(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, generated_at, notice_count, checkpoint, files
         FROM open_data_dumps ORDER BY date DESC`,
      ),
    );
    return {
      licence: LICENCE,
      schemaUrl: SCHEMA_URL,
      dumps: dumps.map((dump) => ({
        date: dump.date,
        generatedAt: dump.generated_at.toISOString(),
        notices: dump.notice_count,
        checkpoint: dump.checkpoint,
        files: dump.files.map((file) => ({ ...file, url: fileUrl(dump.date, file.name as DumpFileName) })),
      })),
    };
  }

  /** A file of a finished dump: 400 for a malformed day or an unknown file name, 404 for a day without a dump. */
  async file(
    date: string,
    name: string,
  ): Promise<StoredStream & { contentType: string; name: DumpFileName }> {
    const file = isDumpFileName(name) ? name : null;
    const errors: Record<string, string> = {};
    if (!isDay(date)) errors.date = 'must be a day written YYYY-MM-DD';
    if (!file) errors.file = `must be one of ${DUMP_FILE_NAMES.join(', ')}`;
    if (!file || errors.date) throw AppException.badRequest(ErrorCode.validationFailed, errors);
    const found = await this.reads.read((m) =>
      m.query('SELECT 1 FROM open_data_dumps WHERE date = $1', [date]),
    );
    if (!found.length) throw AppException.notFound();
    const stored = await this.storage.readStream(dumpKey(date, file));
    if (!stored) throw AppException.notFound();
    return { ...stored, contentType: contentTypeOf(file), name: file };
  }

  /** Deletes the dumps older than OPEN_DATA_RETENTION_DAYS before `today`: their files, then their rows. */
  async applyRetention(today: string): Promise<string[]> {
    const cutoff = addDays(today, -this.config.openDataRetentionDays);
    const old = await this.repo.find({ where: { date: LessThan(cutoff) }, select: { date: true } });
    for (const { date } of old) {
      for (const name of DUMP_FILE_NAMES) await this.storage.remove(dumpKey(date, name));
      await this.repo.delete({ date });
      this.logger.log(`Deleted the open-data dump of ${date} (older than ${cutoff})`);
    }
    return old.map((dump) => dump.date);
  }
}
