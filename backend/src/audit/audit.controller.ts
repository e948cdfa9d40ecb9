import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator';
import { ApiErrors } from '../common/api-errors';
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
  @Authenticated({ permission: 'auditLog.index' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'per', required: false })
  @ApiQuery({ name: '_sort', required: false, enum: ['createdAt', 'action', 'entityType', 'actorEmail'] })
  @ApiQuery({ name: '_order', required: false, enum: ['ASC', 'DESC'] })
  @ApiQuery({
    name: 'filters',
    required: false,
    description:
      'entityType, entityId, actorEmail, action, createdAt: filters[<column>][$<operator>]=<value>',
  })
  @ApiOkResponse({ type: AuditListDto })
  @ApiErrors([400, 'validation_failed'])
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AuditView>> {
    return this.audit.list(query);
  }
}
