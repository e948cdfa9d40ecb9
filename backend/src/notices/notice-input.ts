import { Injectable } from '@nestjs/common';
import { canDisableCharging, ErrorCode, reachablePublicationIds, writesThroughApi } from '@notices/common';
import type { EntityManager } from 'typeorm';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { NoticeType } from '../notice-types/notice-type.entity';
import { Publication } from '../publications/publication.entity';
import type { NoticeWriteDto } from './dto/notice-input.dto';
import { checkFieldValues, type FieldValueRow } from './notice-validation';
import type { Notice } from './notice.entity';

export interface PreparedNotice {
  title: string;
  content: string;
  publicationId: number;
  noticeTypeId: number;
  free: boolean;
  fieldValues: FieldValueRow[];
}

/** Checks the general part of a notice write (publication, type, charging, custom fields) against the caller. */
@Injectable()
export class NoticeInput {
  async prepare(
    m: EntityManager,
    actor: Caller,
    dto: NoticeWriteDto,
    stored: Notice | null,
  ): Promise<PreparedNotice> {
    if (dto.publicationId !== stored?.publicationId) await this.checkPublication(m, actor, dto.publicationId);
    const type = await m.findOne(NoticeType, {
      where: { id: dto.noticeTypeId },
      relations: { fields: true },
    });
    if (!type)
      throw AppException.badRequest(ErrorCode.validationFailed, { noticeTypeId: 'unknown notice type' });
    const free = dto.free ?? stored?.free ?? false;
    if (free !== (stored?.free ?? false) && !canDisableCharging(actor, dto.publicationId))
      throw AppException.forbidden(ErrorCode.freeNotAllowed);
    return {
      title: dto.title,
      content: dto.content,
      publicationId: dto.publicationId,
      noticeTypeId: type.id,
      free,
      fieldValues: checkFieldValues(type.fields, dto.fieldValues ?? []),
    };
  }

  /**
   * A notice goes only to an enabled publication the caller reaches; which others exist is not told.
   * An API user's program sending to a publication outside its apiUserToPublications is refused with 403
   * (publication_not_available); the editor's users get the field error their form can show.
   */
  private async checkPublication(m: EntityManager, actor: Caller, id: number): Promise<void> {
    const scope = reachablePublicationIds(actor);
    const publication = await m.findOneBy(Publication, { id });
    const outOfScope = scope !== null && !scope.includes(id);
    if (outOfScope && writesThroughApi(actor))
      throw AppException.forbidden(ErrorCode.publicationNotAvailable);
    if (!publication || !publication.enabled || outOfScope)
      throw AppException.badRequest(ErrorCode.publicationNotAvailable, {
        publicationId: ErrorCode.publicationNotAvailable,
      });
  }

  /** The first notice of a publication or type locks them (they can no longer be deleted or changed). */
  async markUsed(m: EntityManager, prepared: PreparedNotice): Promise<void> {
    await m.update(
      Publication,
      { id: prepared.publicationId, noticesCreated: false },
      { noticesCreated: true },
    );
    await m.update(
      NoticeType,
      { id: prepared.noticeTypeId, noticesCreated: false },
      { noticesCreated: true },
    );
  }
}
