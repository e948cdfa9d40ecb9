import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator';
import { SchedulerService, type SchedulerRunView } from './scheduler.service';

export class SchedulerRunDto implements SchedulerRunView {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) finishedAt: string | null;
  @ApiProperty({ description: 'dates due when the run started' }) due: number;
  @ApiProperty() published: number;
  @ApiProperty({ enum: ['running', 'finished', 'failed'] }) status: SchedulerRunView['status'];
  @ApiProperty({ nullable: true, type: String }) error: string | null;
}

class SchedulerRunListDto {
  @ApiProperty({ type: [SchedulerRunDto] }) data: SchedulerRunDto[];
}

/** The scheduler's recorded runs, newest first (SYSTEM_ADMIN: systemSettings.edit is theirs alone). */
@ApiTags('scheduler')
@Controller('admin/scheduler')
export class SchedulerController {
  constructor(private readonly scheduler: SchedulerService) {}

  @Get('runs')
  @ApiOperation({ summary: "List the scheduler's recent runs" })
  @Authenticated({ permission: 'systemSettings.edit' })
  @ApiOkResponse({ type: SchedulerRunListDto, description: 'the last 100 runs' })
  runs(): Promise<{ data: SchedulerRunView[] }> {
    return this.scheduler.list();
  }
}
