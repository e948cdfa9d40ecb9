import { Module } from '@nestjs/common';
import { DemoNoticesSeed } from './demo/demo-notices.seed';
import { SearchCards } from './search-cards';
import { SearchPages } from './search-pages';
import { SearchChanges } from './search-changes';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';
import { SearchTotals } from './search-totals';

/** Public search (issue 5), and the demo notices that give a new site something to find. */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchTotals, SearchCards, SearchPages, SearchChanges, DemoNoticesSeed],
  exports: [SearchService],
})
export class SearchModule {}
