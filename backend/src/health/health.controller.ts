import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@notices/common';
import { DataSource } from 'typeorm';
import { AppException } from '../common/app-exception';
import { APP_VERSION } from '../version';

@ApiTags('utilities')
@Controller()
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('utilities/version')
  @ApiOkResponse({ schema: { example: { version: APP_VERSION } } })
  version() {
    return { version: APP_VERSION };
  }

  /** 200 only when the database answers. */
  @Get('health')
  @HttpCode(200)
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      throw new AppException(503, ErrorCode.databaseUnavailable);
    }
  }
}
