import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator';
import { ApiErrors } from '../common/api-errors';
import { ApiListQuery } from '../common/api-list-query';
import type { ListPage } from '../common/list-query';
import { assertSameShape } from '../common/same-shape';
import type { AuditChanges } from './audit-entry.entity';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AuditService,
  type AuditAction,
  type AuditEntityType,
  type AuditView,
  AUDIT_LIST,
} from './audit.service';

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: Number, nullable: true }) actorId: number | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'update' }) action: AuditAction;
  @ApiProperty({ enum: AUDIT_ENTITY_TYPES, example: 'publication' }) entityType: AuditEntityType;
  @ApiProperty() entityId: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['before', 'after'],
      properties: { before: { description: 'any JSON value' }, after: { description: 'any JSON value' } },
    },
    example: { name: { before: 'Old', after: 'New' } },
  })
  changes: AuditChanges;
}
assertSameShape<AuditEntryDto, AuditView>();

export class AuditListDto {
  @ApiProperty({ type: [AuditEntryDto] }) data: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}
assertSameShape<AuditListDto, ListPage<AuditView>>();

/** The audit log, for a SYSTEM_ADMIN: per record through filters[entityType] and filters[entityId]. */
@ApiTags('audit log')
@Controller('admin/audit_log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'List audit log entries' })
  @Authenticated({ permission: 'auditLog.index' })
  @ApiListQuery(AUDIT_LIST, {
    filters: 'entityType, entityId, actorEmail, action, createdAt',
  })
  @ApiOkResponse({ type: AuditListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AuditView>> {
    return this.audit.list(query);
  }
}
