import { Controller, Get } from '@nestjs/common';
import { ApiPublic } from '../platform/api-public.decorator';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicPublicationListDto } from './dto/publication-response.dto';
import { PublicationReader } from './publication-reader';

/** Public: the search form's publication list (enabled ones, by name). */
@ApiTags('publications')
@Controller('publications')
export class PublicPublicationsController {
  constructor(private readonly reader: PublicationReader) {}

  @Get()
  @ApiPublic()
  @ApiOperation({ summary: 'List the enabled publications (the search form)' })
  @ApiOkResponse({ type: PublicPublicationListDto })
  list(): Promise<PublicPublicationListDto> {
    return this.reader.publicList();
  }
}
