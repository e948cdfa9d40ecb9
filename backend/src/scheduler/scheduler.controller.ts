import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../platform/caller';
import { SchedulerRunListDto } from './scheduler-run.dto';
import { SchedulerService } from './scheduler.service';

/** The scheduler's recorded runs, newest first (SYSTEM_ADMIN: systemSettings.edit is theirs alone). */
@ApiTags('scheduler')
@Controller('admin/scheduler')
export class SchedulerController {
  constructor(private readonly scheduler: SchedulerService) {}

  @Get('runs')
  @ApiOperation({ summary: "List the scheduler's recent runs" })
  @Authenticated({ permission: 'systemSettings.edit' })
  @ApiOkResponse({ type: SchedulerRunListDto, description: 'the last 100 runs' })
  runs(): Promise<SchedulerRunListDto> {
    return this.scheduler.list();
  }
}
