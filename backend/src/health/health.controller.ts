import { Controller, Get, HttpCode } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@notices/common';
import { ApiPublic } from '../platform/api-public.decorator';
import { ErrorBodyDto } from '../platform/api-errors';
import { AppException } from '../platform/app-exception';
import { APP_VERSION } from '../version';
import type { DependencyStatus } from './health-check';
import { HealthService } from './health.service';

export class VersionDto {
  @ApiProperty({ example: APP_VERSION }) version: string;
}

const LATENCY = { description: 'How long the check took, in milliseconds', example: 2 };

export class DatabaseCheckDto {
  @ApiProperty({ enum: ['ok'], description: 'The primary database answered (else the answer is 503)' })
  status: 'ok';

  @ApiProperty(LATENCY) latencyMs: number;
}

export class DependencyCheckDto {
  @ApiProperty({
    enum: ['ok', 'down', 'not_configured', 'disabled'],
    description:
      '`down`: not reached within 3 s or refused (the reason is in the log); `not_configured`: none set up (mail without SMTP_URL); `disabled`: turned off in this instance (jobs with RUN_JOBS=false)',
  })
  status: DependencyStatus;

  @ApiProperty(LATENCY) latencyMs: number;
}

export class ReplicaCheckDto extends DependencyCheckDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'How long, in milliseconds, the oldest commit the replica has not replayed has waited (0: caught up); null without a replica or while it is down',
  })
  lagMs: number | null;
}

export class TransparencyCheckDto {
  @ApiProperty({
    enum: ['ok', 'mismatch', 'pending'],
    description:
      "The log's self-check: `pending` until its first run after start, `mismatch` when it found one",
  })
  status: 'ok' | 'mismatch' | 'pending';

  @ApiProperty({
    type: [Number],
    example: [],
    description:
      'Notice (version) ids whose newest log entry differs from the database now, or whose entries no longer hash to their leaf',
  })
  mismatches: number[];

  @ApiProperty({
    type: [String],
    example: [],
    description:
      'Failures of the tree no single notice explains (a checkpoint or stored node that the entries no longer give)',
  })
  problems: string[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the last check finished',
  })
  checkedAt: string | null;

  @ApiProperty(LATENCY) latencyMs: number;
}

export class HealthChecksDto {
  @ApiProperty({ type: DatabaseCheckDto }) database: DatabaseCheckDto;

  @ApiProperty({
    type: ReplicaCheckDto,
    description:
      'The read replica of DATABASE_READ_URL (`not_configured` without one); while `down`, public reads use the primary',
  })
  replica: ReplicaCheckDto;

  @ApiProperty({
    type: DependencyCheckDto,
    description:
      'Attachment storage takes a small write (local folder or S3 bucket); the answer is remembered 30 s',
  })
  storage: DependencyCheckDto;

  @ApiProperty({
    type: DependencyCheckDto,
    description: 'The SMTP relay accepts a connection and our login; the answer is remembered 30 s',
  })
  mail: DependencyCheckDto;

  @ApiProperty({ type: DependencyCheckDto, description: 'The job queue (pg-boss) runs in this instance' })
  jobs: DependencyCheckDto;

  @ApiProperty({ type: TransparencyCheckDto }) transparency: TransparencyCheckDto;
}

export class HealthDto {
  @ApiProperty({
    enum: ['ok', 'degraded'],
    description:
      '`degraded` when a check below failed (a dependency `down`, or a transparency `mismatch`); the answer stays 200 while the primary database answers',
  })
  status: 'ok' | 'degraded';

  @ApiProperty({ type: HealthChecksDto }) checks: HealthChecksDto;
}

@ApiTags('utilities')
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('utilities/version')
  @ApiPublic()
  @ApiOperation({ summary: 'The running version' })
  @ApiOkResponse({ type: VersionDto })
  version(): VersionDto {
    return { version: APP_VERSION };
  }

  /** 200 whenever the primary database answers (load balancers use it); the body tells what else is wrong. */
  @Get('health')
  @ApiPublic()
  @ApiOperation({
    summary:
      'Health of each dependency: 200 while the primary database answers (`degraded` naming what failed), 503 when it does not',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'database_unavailable' })
  async check(): Promise<HealthDto> {
    const report = await this.health.report();
    if (report.critical) throw new AppException(503, ErrorCode.databaseUnavailable);
    // The checks are keyed by name (health.module.ts lists them); HealthChecksDto documents those names.
    return { status: report.status, checks: report.checks as unknown as HealthChecksDto };
  }
}
