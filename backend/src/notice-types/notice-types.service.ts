import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, TEXT_MAX_LENGTH } from '@notices/common';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Caller } from '../platform/caller';
import { AppException } from '../platform/app-exception';
import { runListQuery, type ListPage, type ListSpec } from '../platform/list-query';
import type {
  NoticeTypeResponseDto,
  NoticeTypeWriteDto,
  PublicNoticeTypeListDto,
} from './dto/notice-type.dto';
import { NoticeType, NoticeTypeField } from './notice-type.entity';

export const NOTICE_TYPE_LIST: ListSpec = {
  columns: {
    id: { sql: 't.id', type: 'id' },
    name: { sql: 't.name', type: 'string' },
    createdAt: { sql: 't.created_at', type: 'date' },
  },
  defaultSort: { column: 'name', order: 'ASC' },
  tieBreaker: 't.id',
};
const COPY_SUFFIX = ' (copy)';

/** Notice types and their custom fields; writes are audited. */
@Injectable()
export class NoticeTypesService {
  constructor(
    @InjectRepository(NoticeType) private readonly types: Repository<NoticeType>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListPage<NoticeTypeResponseDto>> {
    const { items, ...page } = await runListQuery(
      this.types.createQueryBuilder('t'),
      query,
      NOTICE_TYPE_LIST,
    );
    return { data: await this.views(items.map((t) => t.id)), ...page };
  }

  async publicList(): Promise<PublicNoticeTypeListDto> {
    const ids = (await this.types.find({ select: { id: true }, order: { name: 'ASC', id: 'ASC' } })).map(
      (t) => t.id,
    );
    return { data: await this.views(ids) };
  }

  async show(id: number, m?: EntityManager): Promise<NoticeTypeResponseDto> {
    const [view] = await this.views([id], m);
    if (!view) throw AppException.notFound();
    return view;
  }

  async create(actor: Caller, dto: NoticeTypeWriteDto): Promise<NoticeTypeResponseDto> {
    const id = await this.dataSource.transaction((m) => this.insert(m, actor, dto, 'create', {}));
    return this.show(id);
  }

  /** Fields sent with an id keep it (notices' values refer to it); the others are added, the missing removed. */
  async update(actor: Caller, id: number, dto: NoticeTypeWriteDto): Promise<NoticeTypeResponseDto> {
    await this.dataSource.transaction(async (m) => {
      const before = await this.changeable(m, id);
      const known = new Set(before.fields.map((f) => f.id));
      dto.fields.forEach((f, i) => {
        if (f.id !== undefined && !known.has(f.id))
          throw AppException.badRequest(ErrorCode.validationFailed, {
            [`fields.${i}.id`]: 'not a field of this type',
          });
      });
      const kept = dto.fields.flatMap((f) => (f.id === undefined ? [] : [f.id]));
      const gone = [...known].filter((fid) => !kept.includes(fid));
      if (gone.length) await m.delete(NoticeTypeField, { id: In(gone) });
      await m.update(NoticeType, id, { name: dto.name });
      for (const [position, f] of dto.fields.entries()) {
        const row = this.fieldRow(id, f, position);
        if (f.id === undefined) await m.insert(NoticeTypeField, row);
        // An id sent twice would otherwise make one row take the other's place silently.
        else if (dto.fields.filter((x) => x.id === f.id).length > 1)
          throw AppException.badRequest(ErrorCode.validationFailed, {
            [`fields.${position}.id`]: 'duplicate',
          });
        else await m.update(NoticeTypeField, f.id, row);
      }
      await this.audit.record(
        m,
        actor,
        'update',
        'noticeType',
        id,
        snapshot(before),
        snapshot(await this.show(id, m)),
      );
    });
    return this.show(id);
  }

  async remove(actor: Caller, id: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const before = await this.changeable(m, id);
      await m.delete(NoticeType, id);
      await this.audit.record(m, actor, 'delete', 'noticeType', id, snapshot(before), null);
    });
  }

  /** A new type named "<name> (copy)" with the same fields (new ids); allowed even once notices exist. */
  async clone(actor: Caller, id: number): Promise<NoticeTypeResponseDto> {
    const source = await this.show(id);
    const name = source.name.slice(0, TEXT_MAX_LENGTH - COPY_SUFFIX.length) + COPY_SUFFIX;
    const fields = source.fields.map(({ id: _id, ...f }) => f);
    const copyId = await this.dataSource.transaction((m) =>
      this.insert(m, actor, { name, fields }, 'clone', { clonedFrom: id }),
    );
    return this.show(copyId);
  }

  /** Also used by the demo data (actor null: the system). */
  async insert(
    m: EntityManager,
    actor: Caller | null,
    dto: Pick<NoticeTypeWriteDto, 'name' | 'fields'>,
    action: 'create' | 'clone',
    extra: object,
  ): Promise<number> {
    const created = await m.save(m.create(NoticeType, { name: dto.name }));
    if (dto.fields.length)
      await m.insert(
        NoticeTypeField,
        dto.fields.map((f, position) => this.fieldRow(created.id, f, position)),
      );
    const after = { ...snapshot(await this.show(created.id, m)), ...extra };
    await this.audit.record(m, actor, action, 'noticeType', created.id, null, after);
    return created.id;
  }

  /** The type, locked for the transaction, unless notices use it (422 notice_type_has_notices). */
  private async changeable(m: EntityManager, id: number): Promise<NoticeTypeResponseDto> {
    await m.query('SELECT 1 FROM notice_types WHERE id = $1 FOR UPDATE', [id]);
    const view = await this.show(id, m);
    if (view.noticesCreated) throw AppException.unprocessable(ErrorCode.noticeTypeHasNotices);
    return view;
  }

  private fieldRow(noticeTypeId: number, f: NoticeTypeWriteDto['fields'][number], position: number) {
    return { noticeTypeId, name: f.name, fieldType: f.fieldType, required: f.required ?? false, position };
  }

  private async views(
    ids: number[],
    m: EntityManager = this.dataSource.manager,
  ): Promise<NoticeTypeResponseDto[]> {
    if (ids.length === 0) return [];
    const types = await m.find(NoticeType, { where: { id: In(ids) } });
    const fields = await m.find(NoticeTypeField, {
      where: { noticeTypeId: In(ids) },
      order: { position: 'ASC', id: 'ASC' },
    });
    const byId = new Map(types.map((t) => [t.id, t]));
    return ids.flatMap((id) => {
      const t = byId.get(id);
      if (!t) return [];
      return [
        {
          id: t.id,
          name: t.name,
          noticesCreated: t.noticesCreated,
          createdAt: t.createdAt.toISOString(),
          fields: fields
            .filter((f) => f.noticeTypeId === id)
            .map((f) => ({ id: f.id, name: f.name, fieldType: f.fieldType, required: f.required })),
        },
      ];
    });
  }
}

function snapshot(view: NoticeTypeResponseDto): object {
  const { createdAt: _createdAt, ...rest } = view;
  return rest;
}
