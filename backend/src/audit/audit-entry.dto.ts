import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '@notices/common';
import type { AuditChanges } from './audit-entry.entity';

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

export class AuditListDto {
  @ApiProperty({ type: [AuditEntryDto] }) data: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}
