import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { FileStorage } from '../storage/file-storage';

export const CLEAN_UPLOADS_JOB = 'clean-abandoned-uploads';
const BATCH = 500;

/**
 * Uploads requested but never completed (the editor closed, the PUT failed): their URL expired after ten
 * minutes and they stopped counting against the notice's limits then; a day later the file (if any bytes
 * arrived) and the row go, every hour. The file goes first: a crash between leaves the row for next time.
 */
@Injectable()
export class AbandonedUploads implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly jobs: JobsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.register({
      name: CLEAN_UPLOADS_JOB,
      cron: '17 * * * *',
      handler: () => this.clean().then(() => undefined),
    });
  }

  /** Removes the uploads pending for more than a day; answers how many. */
  async clean(): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await this.dataSource.query<Array<{ id: number; storage_key: string }>>(
        `SELECT id, storage_key FROM notice_attachments
         WHERE status = 'pending' AND created_at < now() - interval '1 day' ORDER BY id LIMIT $1`,
        [BATCH],
      );
      if (!rows.length) return removed;
      for (const row of rows) await this.storage.remove(row.storage_key);
      await this.dataSource.query(
        `DELETE FROM notice_attachments WHERE id = ANY($1::int[]) AND status = 'pending'`,
        [rows.map((r) => r.id)],
      );
      removed += rows.length;
    }
  }
}
