import { Module } from '@nestjs/common';
import { SearchCards } from './search-cards';
import { SearchPages } from './search-pages';
import { SearchChanges } from './search-changes';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';
import { SearchTotals } from './search-totals';

/** The public search and the sitemap's listing. */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchTotals, SearchCards, SearchPages, SearchChanges],
  exports: [SearchService],
})
export class SearchModule {}
