import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../platform/caller';
import { ApiErrors } from '../platform/api-errors';
import { ApiListQuery } from '../platform/api-list-query';
import { AuditListDto } from './audit-entry.dto';
import { AuditService, AUDIT_LIST } from './audit.service';

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
  list(@Query() query: Record<string, unknown>): Promise<AuditListDto> {
    return this.audit.list(query);
  }
}
