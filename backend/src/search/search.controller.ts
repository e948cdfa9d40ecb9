import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { SearchAnswerDto, SitemapDto } from './dto/search-answer.dto';
import { SearchQueryDto, SitemapQueryDto, validatedSearch } from './dto/search-query.dto';
import { searchAnswerJson, SearchService } from './search.service';

/** The public search (docs/api-search.md): no sign-in. */
@ApiTags('public')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('search')
  @ApiOperation({ summary: 'Search published notices' })
  @ApiPublic()
  @ApiOkResponse({ type: SearchAnswerDto })
  @ApiErrors([400, 'validation_failed'], [400, 'more_specific_search_required'])
  @Header('Content-Type', 'application/json; charset=utf-8')
  async run(@Query() query: SearchQueryDto): Promise<string> {
    return searchAnswerJson(await this.search.search(validatedSearch(query)));
  }

  @Get('sitemap')
  @ApiOperation({ summary: 'List public notices for the sitemap' })
  @ApiPublic()
  @ApiOkResponse({ type: SitemapDto })
  @ApiErrors([400, 'validation_failed'])
  sitemap(@Query() query: SitemapQueryDto): Promise<SitemapDto> {
    return this.search.sitemap(validatedSearch(query).page);
  }
}
