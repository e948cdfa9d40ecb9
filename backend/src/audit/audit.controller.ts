import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator';
import { ApiErrors } from '../common/api-errors';
import { ApiListQuery } from '../common/api-list-query';
import type { ListPage } from '../common/list-query';
import { AuditService, type AuditView } from './audit.service';

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: Number, nullable: true }) actorId: number | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail: string | null;
  @ApiProperty({ example: 'update', description: 'create, update, delete, status, permissions, block, …' })
  action: string;
  @ApiProperty({ example: 'publication', description: 'user, publication, noticeType' }) entityType: string;
  @ApiProperty() entityId: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { name: { before: 'Old', after: 'New' } },
  })
  changes: Record<string, { before: unknown; after: unknown }>;
}

export class AuditListDto {
  @ApiProperty({ type: [AuditEntryDto] }) data: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

/** The audit log, for a SYSTEM_ADMIN: per record through filters[entityType] and filters[entityId]. */
@ApiTags('audit log')
@Controller('admin/audit_log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'List audit log entries' })
  @Authenticated({ permission: 'auditLog.index' })
  @ApiListQuery({
    sort: ['createdAt', 'action', 'entityType', 'actorEmail'],
    filters: 'entityType, entityId, actorEmail, action, createdAt',
  })
  @ApiOkResponse({ type: AuditListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AuditView>> {
    return this.audit.list(query);
  }
}
