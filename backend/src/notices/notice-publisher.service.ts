import { Injectable } from '@nestjs/common';
import {
  canCancelDate,
  canChangeNoticeDates,
  dateChangesNeedPublishPermission,
  canPublishIn,
  canPublishStatus,
  detroitDay,
  ErrorCode,
  isEditableDate,
  publicationDateErrors,
} from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type AuditAction } from '../audit/audit.service';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { SystemSettingsService } from '../system-settings/system-settings.service';
import { appendLogEntries } from '../transparency/log-entry';
import { noticeSnapshot } from './notice-snapshot';
import { checkDates, readDays } from './notice-validation';
import type { NoticeResponseDto } from './dto/notice-response.dto';
import { NoticeQueries } from './notice-queries.service';
import { Notice } from './notice.entity';
import { PublicationDate } from './publication-date.entity';

/** Called inside the publishing transaction with the notices that just had a date published (alerts). */
export type PublishListener = (m: EntityManager, noticeIds: number[]) => Promise<void>;

export interface PublishDueOptions {
  /** Only this notice's dates (immediate publishing); otherwise every due date. */
  noticeId?: number;
  /** Dates per call (the scheduler's batch); unlimited when absent. */
  limit?: number;
}

/**
 * Publishing and canceling. `publishDue` is the one place a date becomes published, for the
 * scheduler and for dates already due when a notice is published or a date added: in the caller's
 * transaction it flips pending due dates of current S/P notices (rows locked, skipping those another
 * run holds), records each in date_publications (whose primary key refuses a second publication) and
 * turns S notices P.
 */
@Injectable()
export class NoticePublisher {
  private readonly listeners: PublishListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: NoticeQueries,
    private readonly settings: SystemSettingsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Another domain (alerts) reacts to publications in the same transaction, without a module cycle. */
  onPublished(listener: PublishListener): void {
    this.listeners.push(listener);
  }

  async publishDue(m: EntityManager, today: string, runId: number | null, options: PublishDueOptions = {}) {
    const params: unknown[] = [today, this.clock.now(), runId];
    const onlyNotice = options.noticeId ? `AND n.id = $${params.push(options.noticeId)}` : '';
    const limit = options.limit ? `LIMIT $${params.push(options.limit)}` : '';
    const rows = await m.query<Array<{ published: number; notice_ids: number[]; date_ids: number[] }>>(
      `WITH picked AS (
         SELECT d.id FROM publication_dates d JOIN notices n ON n.id = d.notice_id
         WHERE d.date <= $1 AND NOT d.published AND NOT d.canceled
           AND n.status IN ('S', 'P') AND NOT n.has_next_version ${onlyNotice}
         ORDER BY d.date, d.id ${limit}
         FOR UPDATE OF d SKIP LOCKED
       ), done AS (
         UPDATE publication_dates d SET published = true, published_at = $2
         FROM picked WHERE d.id = picked.id AND NOT d.published
         RETURNING d.id, d.notice_id
       ), logged AS (
         INSERT INTO date_publications (publication_date_id, run_id, published_at)
         SELECT id, $3, $2 FROM done RETURNING publication_date_id
       ), scheduled AS (
         -- Locked in id order first: two runs promoting notices in different orders would deadlock.
         SELECT id FROM notices WHERE id IN (SELECT notice_id FROM done) AND status = 'S' ORDER BY id FOR UPDATE
       ), promoted AS (
         UPDATE notices SET status = 'P', updated_at = $2
         WHERE id IN (SELECT id FROM scheduled) RETURNING id
       )
       SELECT (SELECT count(*) FROM logged)::int AS published, (SELECT count(*) FROM promoted)::int AS promoted,
         (SELECT coalesce(array_agg(DISTINCT notice_id), '{}') FROM done) AS notice_ids,
         (SELECT coalesce(array_agg(id), '{}') FROM done) AS date_ids`,
      params,
    );
    // The transparency log's entries commit with the publication, or neither does.
    await appendLogEntries(m, 'published', rows[0]?.date_ids ?? []);
    const noticeIds = rows[0]?.notice_ids ?? [];
    if (noticeIds.length) for (const listener of this.listeners) await listener(m, noticeIds);
    return rows[0]?.published ?? 0;
  }

  /** PUT {id}/publish: only a draft, with the publish permission; dates validated; due ones published at once. */
  async publish(actor: Caller, id: number): Promise<NoticeResponseDto> {
    return this.write(actor, id, 'publish', async (m, notice, dates) => {
      if (notice.hasNextVersion) throw AppException.unprocessable(ErrorCode.noticeHasNextVersion);
      if (!canPublishStatus(notice.status)) throw AppException.unprocessable(ErrorCode.noticeNotDraft);
      if (!canPublishIn(actor, notice.publicationId))
        throw AppException.forbidden(ErrorCode.noPublishPermission);
      const today = detroitDay(this.clock.now());
      checkDates(dates, await this.settings.all(), today);
      await m.update(Notice, notice.id, { status: 'S' });
      await this.publishDue(m, today, null, { noticeId: notice.id });
    });
  }

  /** DELETE {id}/cancel: every pending date; cannot be undone. */
  async cancelAll(actor: Caller, id: number): Promise<NoticeResponseDto> {
    return this.write(actor, id, 'cancel', async (m, notice, dates) => {
      if (notice.status === 'D') throw AppException.unprocessable(ErrorCode.noticeIsDraft);
      if (!canPublishIn(actor, notice.publicationId))
        throw AppException.forbidden(ErrorCode.noPublishPermission);
      const pending = dates.filter(isEditableDate);
      if (!pending.length) throw AppException.unprocessable(ErrorCode.nothingToCancel);
      await this.cancel(
        m,
        pending.map((d) => d.id),
      );
      await this.settle(m, notice.id);
    });
  }

  /** DELETE {id}/cancel/{dateId}: `canCancelDate`, and `canChangeNoticeDates` for who may. */
  async cancelOne(actor: Caller, id: number, dateId: number): Promise<NoticeResponseDto> {
    return this.write(actor, id, 'cancel', async (m, notice, dates) => {
      const date = dates.find((d) => d.id === dateId);
      if (!date) throw AppException.notFound();
      if (!canChangeNoticeDates(actor, notice)) throw this.refusal(actor);
      if (!canCancelDate(notice.status, date))
        throw AppException.unprocessable(ErrorCode.dateCannotBeCanceled);
      await this.cancel(m, [date.id]);
      await this.settle(m, notice.id);
    });
  }

  /** PUT {id}/add_publication_date: validated like the editor; published at once when due on an S/P notice. */
  async addDate(actor: Caller, id: number, raw: string): Promise<NoticeResponseDto> {
    return this.write(actor, id, 'add_date', async (m, notice, dates) => {
      if (notice.hasNextVersion) throw AppException.unprocessable(ErrorCode.noticeHasNextVersion);
      if (!canChangeNoticeDates(actor, notice)) throw this.refusal(actor);
      const [day] = readDays([raw], () => 'date');
      const today = detroitDay(this.clock.now());
      // Only the new date is judged: existing rows were accepted when they were set.
      const message = publicationDateErrors([...dates, { date: day }], await this.settings.all(), today).at(
        -1,
      );
      if (message) throw AppException.badRequest(ErrorCode.publicationDatesInvalid, { date: message });
      await m.insert(PublicationDate, { noticeId: notice.id, date: day });
      // A canceled notice given a new date is scheduled again (a PUBLICATION_MANAGER with publish rights may).
      if (notice.status === 'C') await m.update(Notice, notice.id, { status: 'S' });
      await this.publishDue(m, today, null, { noticeId: notice.id });
    });
  }

  private refusal(actor: Caller) {
    return dateChangesNeedPublishPermission(actor)
      ? AppException.forbidden(ErrorCode.noPublishPermission)
      : AppException.unprocessable(ErrorCode.addDateNotAllowed);
  }

  /** Cancels pending dates; those of a version already in the transparency log are logged with it. */
  async cancel(m: EntityManager, ids: number[]): Promise<void> {
    if (!ids.length) return;
    const canceled = await m.query<Array<{ id: number }>>(
      `WITH canceled AS (
         UPDATE publication_dates SET canceled = true, canceled_at = $2
         WHERE id = ANY($1) AND NOT published AND NOT canceled RETURNING id
       ) SELECT id FROM canceled`,
      [ids, this.clock.now()],
    );
    await appendLogEntries(
      m,
      'canceled',
      canceled.map((row) => row.id),
    );
  }

  /** A scheduled notice with no published date and nothing pending is canceled (C). */
  async settle(m: EntityManager, noticeId: number): Promise<void> {
    await m.query(
      `UPDATE notices n SET status = 'C', updated_at = now() WHERE n.id = $1 AND n.status IN ('S', 'P')
         AND NOT EXISTS (SELECT 1 FROM publication_dates d WHERE d.notice_id = n.id AND (d.published OR NOT d.canceled))`,
      [noticeId],
    );
  }

  /** One audited transaction on a locked notice in the caller's scope; answers the fresh view. */
  private async write(
    actor: Caller,
    id: number,
    action: AuditAction,
    change: (m: EntityManager, notice: Notice, dates: PublicationDate[]) => Promise<void>,
  ): Promise<NoticeResponseDto> {
    await this.dataSource.transaction(async (m) => {
      const notice = await this.queries.visible(actor, id, m, true);
      const dates = await m.find(PublicationDate, {
        where: { noticeId: id },
        order: { date: 'ASC', id: 'ASC' },
      });
      const before = await noticeSnapshot(m, id);
      await change(m, notice, dates);
      await this.audit.record(m, actor, action, 'notice', id, before, await noticeSnapshot(m, id));
    });
    return this.queries.view(id, actor);
  }
}
