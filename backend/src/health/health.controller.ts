import { Controller, Get, HttpCode } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@notices/common';
import { ApiPublic } from '../common/api-public.decorator';
import { ErrorBodyDto } from '../common/api-errors';
import { DataSource } from 'typeorm';
import { AppException } from '../common/app-exception';
import { TransparencySelfCheck, type TransparencyHealth } from '../transparency/self-check';
import { APP_VERSION } from '../version';

export class VersionDto {
  @ApiProperty({ example: APP_VERSION }) version: string;
}

export class DatabaseCheckDto {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

export class TransparencyCheckDto implements TransparencyHealth {
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
}

export class HealthChecksDto {
  @ApiProperty({ type: DatabaseCheckDto }) database: DatabaseCheckDto;
  @ApiProperty({ type: TransparencyCheckDto }) transparency: TransparencyCheckDto;
}

export class HealthDto {
  @ApiProperty({
    enum: ['ok', 'degraded'],
    description: '`degraded` when a check below failed; the answer stays 200 while the database answers',
  })
  status: 'ok' | 'degraded';

  @ApiProperty({ type: HealthChecksDto }) checks: HealthChecksDto;
}

@ApiTags('utilities')
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly selfCheck: TransparencySelfCheck,
  ) {}

  @Get('utilities/version')
  @ApiPublic()
  @ApiOperation({ summary: 'The running version' })
  @ApiOkResponse({ type: VersionDto })
  version(): VersionDto {
    return { version: APP_VERSION };
  }

  /** 200 whenever the database answers (load balancers use it); the body tells what else is wrong. */
  @Get('health')
  @ApiPublic()
  @ApiOperation({
    summary:
      'Health: 200 when the database answers; `degraded` when the transparency self-check found a mismatch',
  })
  @HttpCode(200)
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'database_unavailable' })
  async health(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new AppException(503, ErrorCode.databaseUnavailable);
    }
    const transparency = this.selfCheck.health();
    return {
      status: transparency.status === 'mismatch' ? 'degraded' : 'ok',
      checks: { database: { status: 'ok' }, transparency },
    };
  }
}
