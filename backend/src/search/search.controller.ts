import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPublic } from '../common/api-public.decorator';
import { ApiErrors } from '../common/api-errors';
import { searchAnswerJson, SearchService } from './search.service';

/** The public search (docs/api-search.md): no sign-in. */
@ApiTags('public')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('search')
  @ApiOperation({ summary: 'Search published notices' })
  @ApiPublic()
  @ApiOkResponse({ description: '{ result, entities, total, totalExact, page, per }' })
  @ApiErrors([400, 'validation_failed or more_specific_search_required'])
  @Header('Content-Type', 'application/json; charset=utf-8')
  async run(@Query() query: Record<string, unknown>): Promise<string> {
    return searchAnswerJson(await this.search.search(query));
  }

  @Get('sitemap')
  @ApiOperation({ summary: 'List public notices for the sitemap' })
  @ApiPublic()
  @ApiOkResponse({ description: '{ data: [{ id, lastmod }], total, page, per }' })
  @ApiErrors([400, 'validation_failed'])
  sitemap(@Query() query: Record<string, unknown>) {
    return this.search.sitemap(query);
  }
}
