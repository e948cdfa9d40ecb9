import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../platform/caller';
import { OpenDataExporter } from './open-data-export.service';

class ExportStartedDto {
  @ApiProperty({ example: '2026-11-24', description: 'the Detroit day being exported' }) date: string;
}

/** Runs the daily export now (after an outage, say); SYSTEM_ADMIN: systemSettings.edit is theirs alone. */
@ApiTags('open-data')
@Controller('admin/open-data')
export class OpenDataAdminController {
  constructor(private readonly exporter: OpenDataExporter) {}

  @Post('export')
  @HttpCode(202)
  @ApiOperation({
    summary: "Start today's open-data export",
    description:
      'Runs in the background; the dump is listed at GET /api/v1/open-data once complete. A day that already has a dump keeps it.',
  })
  @Authenticated({ permission: 'systemSettings.edit' })
  @ApiAcceptedResponse({ type: ExportStartedDto })
  start(): ExportStartedDto {
    return { date: this.exporter.startToday() };
  }
}
