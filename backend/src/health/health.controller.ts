import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiPublic } from '../common/api-public.decorator';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/api-errors';
import { DataSource } from 'typeorm';
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
      throw new ServiceUnavailableException({ statusCode: 503, message: 'database_unavailable' });
    }
  }
}
