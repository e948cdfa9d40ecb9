import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NoticesModule } from '../notices/notices.module';
import { SchedulerRun } from './scheduler-run.entity';
import { SchedulerController } from './scheduler.controller';
import { SchedulerService } from './scheduler.service';

/** The publish-due-dates job and its run log. */
@Module({
  imports: [TypeOrmModule.forFeature([SchedulerRun]), NoticesModule],
  controllers: [SchedulerController],
  providers: [SchedulerService],
  exports: [SchedulerService],
})
export class SchedulerModule {}
