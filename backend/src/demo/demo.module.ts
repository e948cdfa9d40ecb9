import { Module } from '@nestjs/common';
import { DemoNoticesSeed } from './demo-notices.seed';

/** About 300 published demo notices on a new site (DEMO_DATA), so the search has something to find. */
@Module({ providers: [DemoNoticesSeed] })
export class DemoModule {}
