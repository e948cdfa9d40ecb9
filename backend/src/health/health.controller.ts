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
import { APP_VERSION } from '../version';

export class VersionDto {
  @ApiProperty({ example: APP_VERSION }) version: string;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

@ApiTags('utilities')
@Controller()
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('utilities/version')
  @ApiPublic()
  @ApiOperation({ summary: 'The running version' })
  @ApiOkResponse({ type: VersionDto })
  version(): VersionDto {
    return { version: APP_VERSION };
  }

  /** 200 only when the database answers. */
  @Get('health')
  @ApiPublic()
  @ApiOperation({ summary: 'Health: 200 when the database answers' })
  @HttpCode(200)
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'database_unavailable' })
  async health(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      throw new AppException(503, ErrorCode.databaseUnavailable);
    }
  }
}
