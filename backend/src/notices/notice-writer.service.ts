import { Injectable } from '@nestjs/common';
import {
  canDeleteFromDetails,
  canPublishIn,
  detroitDay,
  editNeedsNewVersion,
  ErrorCode,
  isEditableDate,
  submissionTypeOf,
  ValidationMessage,
  type PublicationDateLike,
} from '@notices/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { FileStorage } from '../storage/file-storage';
import { SystemSettingsService } from '../system-settings/system-settings.service';
import type { NoticeWriteDto } from './dto/notice-input.dto';
import { NoticeInput, type PreparedNotice } from './notice-input';
import { NoticePublisher } from './notice-publisher.service';
import { NoticeQueries } from './notice-queries.service';
import { noticeSnapshot } from './notice-snapshot';
import { checkDates, readDays } from './notice-validation';
import type { NoticeResponseDto } from './dto/notice-response.dto';
import { Notice, NoticeFieldValue } from './notice.entity';
import { NoticeAttachment } from './notice-attachment.entity';
import { PublicationDate } from './publication-date.entity';

/** A row of the edited date list: `id` set for a stored row of this notice (kept, history untouched). */
type EditedDate = PublicationDateLike & { id?: number };

/** Notice writes: create, update in place or as a new version, delete; each one audited transaction. */
@Injectable()
export class NoticeWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: NoticeQueries,
    private readonly input: NoticeInput,
    private readonly publisher: NoticePublisher,
    private readonly settings: SystemSettingsService,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async create(actor: Caller, dto: NoticeWriteDto): Promise<NoticeResponseDto> {
    const id = await this.dataSource.transaction(async (m) => {
      const prepared = await this.input.prepare(m, actor, dto, null);
      const dates = await this.editedDates(dto, []);
      checkDates(dates, await this.settings.all(), this.today());
      const id = await this.insertVersion(m, actor, prepared, dates, null);
      await this.input.markUsed(m, prepared);
      await this.audit.record(m, actor, 'create', 'notice', id, null, await noticeSnapshot(m, id));
      return id;
    });
    return this.queries.view(id, actor);
  }

  /**
   * D: in place. S: in place unless `editNeedsNewVersion`. P, C: a new version. A needed new version
   * must be confirmed (`createNewVersion`), as the editor's confirmation window does.
   */
  async update(actor: Caller, id: number, dto: NoticeWriteDto): Promise<NoticeResponseDto> {
    if (dto.id !== undefined && dto.id !== id)
      throw AppException.badRequest(ErrorCode.validationFailed, { id: 'id_mismatch' });
    const resultId = await this.dataSource.transaction(async (m) => {
      const notice = await this.queries.visible(actor, id, m, true);
      if (notice.hasNextVersion) throw AppException.unprocessable(ErrorCode.noticeHasNextVersion);
      const stored = await m.find(PublicationDate, {
        where: { noticeId: id },
        order: { date: 'ASC', id: 'ASC' },
      });
      const edited = await this.editedDates(dto, stored);
      const newVersion = editNeedsNewVersion(notice.status, stored, edited);
      if (newVersion && dto.createNewVersion !== true)
        throw AppException.unprocessable(
          notice.status === 'P' ? ErrorCode.alreadyPublished : ErrorCode.newVersionRequired,
        );
      const prepared = await this.input.prepare(m, actor, dto, notice);
      checkDates(edited, await this.settings.all(), this.today());
      const before = await noticeSnapshot(m, id);
      if (!newVersion) {
        await this.updateInPlace(m, notice, prepared, stored, edited);
        await this.audit.record(m, actor, 'update', 'notice', id, before, await noticeSnapshot(m, id));
        return id;
      }
      const pending = edited.filter((d) => isEditableDate(d));
      if (!pending.length)
        throw AppException.badRequest(ErrorCode.publicationDatesInvalid, {
          publicationDates: ValidationMessage.blank,
        });
      const keepRun = dto.publishNewVersion === true;
      if (keepRun && !canPublishIn(actor, prepared.publicationId))
        throw AppException.forbidden(ErrorCode.noPublishPermission);
      // Archive: the old version's pending dates are canceled, it points forward and settles its status.
      await this.publisher.cancel(
        m,
        stored.filter(isEditableDate).map((d) => d.id),
      );
      await m.update(Notice, id, { hasNextVersion: true });
      await this.publisher.settle(m, id);
      const newId = await this.insertVersion(
        m,
        actor,
        prepared,
        pending.map((d) => ({ date: d.date })),
        notice,
      );
      await this.input.markUsed(m, prepared);
      await this.audit.record(m, actor, 'new_version', 'notice', id, before, await noticeSnapshot(m, id));
      await this.audit.record(m, actor, 'create', 'notice', newId, null, await noticeSnapshot(m, newId));
      if (keepRun) await this.publishVersion(m, actor, newId);
      return newId;
    });
    return this.queries.view(resultId, actor);
  }

  async remove(actor: Caller, id: number): Promise<void> {
    const keys = await this.dataSource.transaction(async (m) => {
      const notice = await this.queries.visible(actor, id, m, true);
      if (!canDeleteFromDetails({ status: notice.status, hasNextVersions: notice.hasNextVersion }))
        throw AppException.unprocessable(ErrorCode.noticeCannotBeDeleted);
      const files = await m.find(NoticeAttachment, { where: { noticeId: id } });
      const before = await noticeSnapshot(m, id);
      // The previous version becomes the current one again (its canceled dates stay canceled).
      if (notice.previousVersionId)
        await m.update(Notice, notice.previousVersionId, { hasNextVersion: false });
      await m.delete(Notice, id);
      await this.audit.record(m, actor, 'delete', 'notice', id, before, null);
      return files.map((f) => f.storageKey);
    });
    // Files go after the commit: a failed delete never leaves a notice without its files.
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)));
  }

  /** The amended version takes over the run: scheduled at once, a date due today published (one audit entry). */
  private async publishVersion(m: EntityManager, actor: Caller, id: number): Promise<void> {
    const before = await noticeSnapshot(m, id);
    await m.update(Notice, id, { status: 'S' });
    await this.publisher.publishDue(m, this.today(), null, { noticeId: id });
    await this.audit.record(m, actor, 'publish', 'notice', id, before, await noticeSnapshot(m, id));
  }

  private today(): string {
    return detroitDay(this.clock.now());
  }

  /** The body's dates as the rules see them: rows sent with an id keep their stored published/canceled state. */
  private async editedDates(dto: NoticeWriteDto, stored: PublicationDate[]): Promise<EditedDate[]> {
    const days = readDays(
      dto.publicationDates.map((d) => d.date),
      (i) => `publicationDates.${i}.date`,
    );
    return dto.publicationDates.map((d, i) => {
      if (d.id === undefined) return { date: days[i] };
      const row = stored.find((s) => s.id === d.id);
      if (!row)
        throw AppException.badRequest(ErrorCode.validationFailed, {
          [`publicationDates.${i}.id`]: 'not a date of this notice',
        });
      return isEditableDate(row)
        ? { id: row.id, date: days[i] }
        : { id: row.id, date: row.date, published: row.published, canceled: row.canceled, paid: row.paid };
    });
  }

  private async updateInPlace(
    m: EntityManager,
    notice: Notice,
    prepared: PreparedNotice,
    stored: PublicationDate[],
    edited: EditedDate[],
  ): Promise<void> {
    const { fieldValues, ...fields } = prepared;
    await m.update(Notice, notice.id, fields);
    await m.delete(NoticeFieldValue, { noticeId: notice.id });
    if (fieldValues.length)
      await m.insert(
        NoticeFieldValue,
        fieldValues.map((v) => ({ ...v, noticeId: notice.id })),
      );
    const kept = new Set(edited.flatMap((d) => (d.id ? [d.id] : [])));
    const gone = stored.filter((s) => isEditableDate(s) && !kept.has(s.id)).map((s) => s.id);
    if (gone.length) await m.delete(PublicationDate, gone);
    for (const d of edited.filter(isEditableDate)) {
      if (d.id) await m.update(PublicationDate, d.id, { date: d.date });
      else await m.insert(PublicationDate, { noticeId: notice.id, date: d.date });
    }
    // A scheduled notice publishes a newly due date at once, as the scheduler would tonight.
    if (notice.status === 'S' || notice.status === 'P')
      await this.publisher.publishDue(m, this.today(), null, { noticeId: notice.id });
  }

  private async insertVersion(
    m: EntityManager,
    actor: Caller,
    prepared: PreparedNotice,
    dates: PublicationDateLike[],
    previous: Notice | null,
  ): Promise<number> {
    const { fieldValues, ...fields } = prepared;
    const { identifiers } = await m.insert(Notice, {
      ...fields,
      status: 'D',
      submissionType: submissionTypeOf(actor),
      createdBy: actor.id,
      version: previous ? previous.version + 1 : 1,
      previousVersionId: previous?.id ?? null,
      rootId: previous ? (previous.rootId ?? previous.id) : null,
    });
    const id = Number(identifiers[0].id);
    if (!previous) await m.update(Notice, id, { rootId: id });
    if (fieldValues.length)
      await m.insert(
        NoticeFieldValue,
        fieldValues.map((v) => ({ ...v, noticeId: id })),
      );
    const pending = dates.filter((d) => !d.canceled);
    if (pending.length)
      await m.insert(
        PublicationDate,
        pending.map((d) => ({ noticeId: id, date: d.date })),
      );
    return id;
  }
}
