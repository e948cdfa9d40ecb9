import { ApiProperty } from '@nestjs/swagger';
import type { SchedulerRun } from './scheduler-run.entity';

export class SchedulerRunDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) finishedAt: string | null;
  @ApiProperty({ description: 'dates due when the run started' }) due: number;
  @ApiProperty() published: number;
  @ApiProperty({ enum: ['running', 'finished', 'failed'] }) status: SchedulerRun['status'];
  @ApiProperty({ nullable: true, type: String }) error: string | null;
}

export class SchedulerRunListDto {
  @ApiProperty({ type: [SchedulerRunDto] }) data: SchedulerRunDto[];
}
