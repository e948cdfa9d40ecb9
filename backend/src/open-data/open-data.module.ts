import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransparencyModule, TransparencyService } from '../transparency';
import { OpenDataDump } from './open-data-dump.entity';
import { OpenDataExporter } from './open-data-export.service';
import { CHECKPOINT_SOURCE, type CheckpointSource } from './open-data-files';
import { OpenDataController } from './open-data.controller';
import { OpenDataDumps } from './open-data.service';

/** Daily bulk exports of the published notices, their listing and downloads (docs/open-data.md). */
@Module({
  imports: [TypeOrmModule.forFeature([OpenDataDump]), TransparencyModule],
  controllers: [OpenDataController],
  providers: [
    OpenDataDumps,
    OpenDataExporter,
    {
      provide: CHECKPOINT_SOURCE,
      inject: [TransparencyService],
      useFactory:
        (log: TransparencyService): CheckpointSource =>
        async () =>
          (await log.latestCheckpoint()).note,
    },
  ],
  exports: [OpenDataExporter],
})
export class OpenDataModule {}
