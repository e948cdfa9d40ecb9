import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { APP_VERSION } from '../version';

@ApiTags('utilities')
@Controller()
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('utilities/version')
  @ApiOperation({ summary: 'The running version' })
  @ApiOkResponse({ schema: { example: { version: APP_VERSION } } })
  version() {
    return { version: APP_VERSION };
  }

  /** 200 only when the database answers. */
  @Get('health')
  @ApiOperation({ summary: 'Health: 200 when the database answers' })
  @HttpCode(200)
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      throw new ServiceUnavailableException({ statusCode: 503, message: 'database_unavailable' });
    }
  }
}
