import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OpenDataDump } from './open-data-dump.entity';
import { OpenDataExporter } from './open-data-export.service';
import { CHECKPOINT_SOURCE, type CheckpointSource } from './open-data-files';
import { OpenDataController } from './open-data.controller';
import { OpenDataDumps } from './open-data.service';

/** Placeholder until the transparency log is merged in. */
const noCheckpoint: CheckpointSource = async () => '';

/** Daily bulk exports of the published notices, their listing and downloads (docs/open-data.md). */
@Module({
  imports: [TypeOrmModule.forFeature([OpenDataDump])],
  controllers: [OpenDataController],
  providers: [OpenDataDumps, OpenDataExporter, { provide: CHECKPOINT_SOURCE, useValue: noCheckpoint }],
  exports: [OpenDataExporter],
})
export class OpenDataModule {}
