import { Inject, Injectable } from '@nestjs/common';
import { CONTENT_ATTACHMENTS_MAX, detroitDay, ErrorCode, PUBLIC_ATTACHMENTS_MAX } from '@notices/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { Clock } from '../platform/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { FileStorage } from '../storage/file-storage';
import { detectType, SNIFF_BYTES } from '../storage/file-type';
import { appendFilesChanged } from '../transparency/log-entry';
import type { AttachmentRequestDto, DeleteFileDto } from './dto/notice-input.dto';
import type { NoticeResponseDto, UploadAnswerDto } from './dto/notice-response.dto';
import { NoticeAttachment, type AttachmentKind } from './notice-attachment.entity';
import { NoticeQueries } from './notice-queries.service';

/** Allowed types per kind, each with the extensions a name may carry. */
const TYPES: Record<AttachmentKind, Record<string, string[]>> = {
  content: { 'text/plain': ['.txt'], 'application/pdf': ['.pdf'] },
  public: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'application/pdf': ['.pdf'] },
};
const LIMITS: Record<AttachmentKind, number> = {
  content: CONTENT_ATTACHMENTS_MAX,
  public: PUBLIC_ATTACHMENTS_MAX,
};

/**
 * Notice files: a presigned upload per file, then `complete` checks what arrived (size, real type by its
 * first bytes) before the file counts; a mismatch is removed. Public downloads are presigned too.
 */
@Injectable()
export class AttachmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: NoticeQueries,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A published version's files are part of what was published: the log records each change. */
  private logFiles(m: EntityManager, noticeId: number): Promise<number> {
    const now = this.clock.now();
    return appendFilesChanged(m, noticeId, now, detroitDay(now));
  }

  async requestUpload(actor: Caller, noticeId: number, dto: AttachmentRequestDto): Promise<UploadAnswerDto> {
    const extensions = TYPES[dto.kind][dto.contentType];
    if (!extensions || !extensions.some((e) => dto.name.toLowerCase().endsWith(e)))
      throw AppException.badRequest(ErrorCode.attachmentType, { contentType: ErrorCode.attachmentType });
    if (dto.size > this.config.uploadMaxBytes) throw new AppException(413, ErrorCode.attachmentTooLarge);
    const attachment = await this.dataSource.transaction(async (m) => {
      const notice = await this.queries.visible(actor, noticeId, m, true);
      if (notice.hasNextVersion) throw AppException.unprocessable(ErrorCode.noticeHasNextVersion);
      await this.checkLimit(m, noticeId, dto.kind);
      const key = `notices/${noticeId}/${randomBytes(16).toString('hex')}`;
      return m.save(
        m.create(NoticeAttachment, {
          noticeId,
          kind: dto.kind,
          name: dto.name,
          contentType: dto.contentType,
          size: dto.size,
          storageKey: key,
          status: 'pending',
        }),
      );
    });
    // The declared size is the limit the URL is signed for (where the storage can enforce one).
    const upload = await this.storage.presignUpload(attachment.storageKey, attachment.contentType, dto.size);
    return { attachmentId: attachment.id, uploadUrl: upload.url, ...upload };
  }

  /**
   * After the PUT: the file is sealed (immutable from here on, whatever reaches its upload URL later), then
   * it must have the declared size, fit the limit and really be what it claimed; its SHA-256 is recorded.
   */
  async complete(actor: Caller, noticeId: number, attachmentId: number): Promise<NoticeResponseDto> {
    const refused = await this.dataSource.transaction(async (m) => {
      await this.queries.visible(actor, noticeId, m, true);
      const a = await m.findOne(NoticeAttachment, {
        where: { id: attachmentId, noticeId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!a) throw AppException.notFound();
      if (a.status === 'ready') return null;
      const key = await this.storage.seal(a.storageKey);
      if (key === null) throw AppException.unprocessable(ErrorCode.attachmentNotUploaded);
      const problem = await this.check(m, a, key);
      if (problem) {
        await m.delete(NoticeAttachment, a.id);
        return { problem, key };
      }
      const sha256 = await this.storage.sha256(key);
      if (sha256 === null) throw AppException.unprocessable(ErrorCode.attachmentNotUploaded);
      await m.update(NoticeAttachment, a.id, { status: 'ready', storageKey: key, sha256 });
      await this.logFiles(m, noticeId);
      await this.audit.record(m, actor, 'attach', 'notice', noticeId, null, {
        file: `${a.kind}:${a.name}`,
        sha256,
      });
      return null;
    });
    if (refused) {
      await this.storage.remove(refused.key).catch(() => undefined);
      throw refused.problem;
    }
    return this.queries.view(noticeId, actor);
  }

  /** Why a sealed upload cannot be accepted, or null. */
  private async check(m: EntityManager, a: NoticeAttachment, key: string): Promise<AppException | null> {
    const size = await this.storage.size(key);
    if (size === null) return AppException.unprocessable(ErrorCode.attachmentNotUploaded);
    if (size > this.config.uploadMaxBytes) return new AppException(413, ErrorCode.attachmentTooLarge);
    if (size !== a.size)
      return AppException.unprocessable(ErrorCode.attachmentSizeMismatch, {
        size: ErrorCode.attachmentSizeMismatch,
      });
    const start = (await this.storage.readStart(key, SNIFF_BYTES)) ?? Buffer.alloc(0);
    if (detectType(start) !== a.contentType)
      return AppException.unprocessable(ErrorCode.attachmentTypeMismatch);
    try {
      await this.checkLimit(m, a.noticeId, a.kind, a.id);
    } catch (error) {
      return error as AppException;
    }
    return null;
  }

  /** POST {id}/{fileName}: the content file, or one public attachment. */
  async remove(actor: Caller, noticeId: number, dto: DeleteFileDto): Promise<NoticeResponseDto> {
    const keys = await this.dataSource.transaction(async (m) => {
      const notice = await this.queries.visible(actor, noticeId, m, true);
      if (notice.hasNextVersion) throw AppException.unprocessable(ErrorCode.noticeHasNextVersion);
      if (dto.attachmentType === 'public' && !dto.attachmentId)
        throw AppException.badRequest(ErrorCode.validationFailed, { attachmentId: 'required for public' });
      const where =
        dto.attachmentType === 'public'
          ? { noticeId, kind: 'public' as const, id: dto.attachmentId }
          : { noticeId, kind: 'content' as const };
      const files = await m.find(NoticeAttachment, { where });
      if (!files.length) throw AppException.notFound();
      await m.delete(
        NoticeAttachment,
        files.map((f) => f.id),
      );
      await this.logFiles(m, noticeId);
      await this.audit.record(
        m,
        actor,
        'detach',
        'notice',
        noticeId,
        { files: files.map((f) => f.name) },
        null,
      );
      return files.map((f) => f.storageKey);
    });
    await Promise.all(keys.map((k) => this.storage.remove(k).catch(() => undefined)));
    return this.queries.view(noticeId, actor);
  }

  /** Staff download: any ready file of a notice the caller may reach (drafts and content files too). */
  async staffUrl(actor: Caller, noticeId: number, attachmentId: number): Promise<{ url: string }> {
    await this.queries.visible(actor, noticeId); // the scope of reading the notice: 404 outside it
    const a = await this.dataSource
      .getRepository(NoticeAttachment)
      .findOneBy({ id: attachmentId, noticeId, status: 'ready' });
    if (!a) throw AppException.notFound();
    return { url: await this.storage.presignDownload(a.storageKey, a.name, a.contentType) };
  }

  /** Public download: a public attachment of a public notice (one published date at least). */
  async publicUrl(noticeId: number, attachmentId: number): Promise<{ url: string }> {
    await this.queries.publicView(noticeId);
    const a = await this.dataSource
      .getRepository(NoticeAttachment)
      .findOneBy({ id: attachmentId, noticeId, kind: 'public', status: 'ready' });
    if (!a) throw AppException.notFound();
    return { url: await this.storage.presignDownload(a.storageKey, a.name, a.contentType) };
  }

  /**
   * Ready files plus uploads still within their URL's lifetime count against the limit, so parallel
   * uploads cannot slip past it; abandoned ones stop counting once their URL expired.
   */
  private async checkLimit(m: EntityManager, noticeId: number, kind: AttachmentKind, self?: number) {
    const [{ count }] = await m.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM notice_attachments WHERE notice_id = $1 AND kind = $2 AND id <> $3
         AND (status = 'ready' OR (status = 'pending' AND $3 = 0 AND created_at > now() - interval '10 minutes'))`,
      [noticeId, kind, self ?? 0],
    );
    if (count >= LIMITS[kind])
      throw AppException.badRequest(ErrorCode.attachmentLimit, { kind: ErrorCode.attachmentLimit });
  }
}
