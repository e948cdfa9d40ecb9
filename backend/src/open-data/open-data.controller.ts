import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ErrorCode } from '@notices/common';
import { ApiErrors } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { CacheControl } from '../platform/cache-control';
import { attachmentDisposition } from '../storage/file-storage';
import { OpenDataListingDto, OpenDataManifestDto, OpenDataSchemaDto } from './dto/open-data.dto';
import { DUMP_FILE_NAMES } from './open-data-files';
import { OPEN_DATA_SCHEMA } from './open-data-schema';
import { OpenDataDumps } from './open-data.service';

/** The daily dumps of every published notice (docs/open-data.md): keyless, cacheable. */
@ApiTags('open-data')
@ApiExtraModels(OpenDataManifestDto)
@Controller('open-data')
export class OpenDataController {
  constructor(private readonly dumps: OpenDataDumps) {}

  @Get()
  @ApiOperation({ summary: 'List the open-data dumps, newest first, with the licence and the schema link' })
  @ApiPublic()
  @CacheControl('public, max-age=300')
  @ApiOkResponse({ type: OpenDataListingDto })
  list(): Promise<OpenDataListingDto> {
    return this.dumps.list();
  }

  @Get('schema')
  @ApiOperation({ summary: 'Describe every file, field and column of the open-data dumps' })
  @ApiPublic()
  @CacheControl('public, max-age=86400')
  @ApiOkResponse({ type: OpenDataSchemaDto })
  schema(): OpenDataSchemaDto {
    return OPEN_DATA_SCHEMA;
  }

  @Get(':date/:file')
  @ApiOperation({ summary: 'Download a file of an open-data dump' })
  @ApiPublic()
  @ApiParam({ name: 'date', description: 'the dump’s day, YYYY-MM-DD', example: '2026-11-24' })
  @ApiParam({ name: 'file', enum: DUMP_FILE_NAMES })
  @CacheControl('public, max-age=86400, immutable')
  @ApiOkResponse({
    description: 'the file, as an attachment: a gzip data file, or manifest.json',
    content: {
      'application/gzip': { schema: { type: 'string', format: 'binary' } },
      'application/json': { schema: { $ref: getSchemaPath(OpenDataManifestDto) } },
    },
  })
  @ApiErrors([400, ErrorCode.validationFailed], [404, ErrorCode.notFound])
  async file(@Param('date') date: string, @Param('file') file: string): Promise<StreamableFile> {
    const stored = await this.dumps.file(date, file);
    return new StreamableFile(stored.stream, {
      type: stored.contentType,
      length: stored.size,
      disposition: attachmentDisposition(`${date}-${stored.name}`),
    });
  }
}
