import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors';
import { searchAnswerJson, SearchService } from './search.service';

/** The public search (docs/api-search.md): no sign-in. */
@ApiTags('public')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('search')
  @ApiOkResponse({ description: '{ result, entities, total, totalExact, page, per }' })
  @ApiErrors([400, 'validation_failed'], [400, 'more_specific_search_required'])
  @Header('Content-Type', 'application/json; charset=utf-8')
  async run(@Query() query: Record<string, unknown>): Promise<string> {
    return searchAnswerJson(await this.search.search(query));
  }

  @Get('sitemap')
  @ApiOkResponse({ description: '{ data: [{ id, lastmod }], total, page, per }' })
  @ApiErrors([400, 'validation_failed'])
  sitemap(@Query() query: Record<string, unknown>) {
    return this.search.sitemap(query);
  }
}
