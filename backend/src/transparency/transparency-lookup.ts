import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LookupDto, LookupMatchDto } from './dto/transparency.dto';

/** Finds what a lower-case hex SHA-256 belongs to; other modules add their own (certificates). */
export type LookupFinder = (sha256: string) => Promise<LookupMatchDto[]>;

/**
 * `GET /transparency/lookup`: a downloaded file's digest → the logged notice it belongs to. Built in:
 * ready attachments of notices in the log, and log entries by leaf hash.
 */
@Injectable()
export class TransparencyLookup {
  private readonly finders: LookupFinder[] = [
    (sha256) => this.attachments(sha256),
    (sha256) => this.entries(sha256),
  ];

  constructor(private readonly dataSource: DataSource) {}

  addFinder(finder: LookupFinder): void {
    this.finders.push(finder);
  }

  async find(sha256: string): Promise<LookupDto> {
    const found = await Promise.all(this.finders.map((finder) => finder(sha256)));
    return { sha256, matches: found.flat() };
  }

  private async attachments(sha256: string): Promise<LookupMatchDto[]> {
    const rows = await this.dataSource.query<Array<{ notice_id: number; title: string; name: string }>>(
      `SELECT a.notice_id, n.title, a.name FROM notice_attachments a JOIN notices n ON n.id = a.notice_id
       WHERE a.sha256 = $1 AND a.status = 'ready'
         AND EXISTS (SELECT 1 FROM transparency_entries e WHERE e.notice_id = a.notice_id)
       ORDER BY a.id`,
      [sha256],
    );
    return rows.map((row) => ({
      kind: 'attachment',
      noticeId: row.notice_id,
      title: row.title,
      name: row.name,
      url: `/notices/${row.notice_id}`,
    }));
  }

  private async entries(sha256: string): Promise<LookupMatchDto[]> {
    const rows = await this.dataSource.query<Array<{ notice_id: number; leaf_index: string; body: string }>>(
      `SELECT notice_id, leaf_index, body FROM transparency_entries
       WHERE leaf_hash = decode($1, 'hex') AND leaf_index IS NOT NULL ORDER BY id`,
      [sha256],
    );
    return rows.map((row) => {
      const index = Number(row.leaf_index);
      return {
        kind: 'entry',
        noticeId: row.notice_id,
        title: (JSON.parse(row.body) as { title: string }).title,
        name: `entry ${index}`,
        index,
        url: `/api/v1/transparency/entries/${index}`,
      };
    });
  }
}
