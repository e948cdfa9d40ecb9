import { Module } from '@nestjs/common';
import { DemoNoticesSeed } from './demo/demo-notices.seed';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** Public search (issue 5), and the demo notices that give a new site something to find. */
@Module({
  controllers: [SearchController],
  providers: [SearchService, DemoNoticesSeed],
  exports: [SearchService],
})
export class SearchModule {}
