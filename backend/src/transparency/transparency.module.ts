import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransparencyController } from './transparency.controller';
import { TransparencyLookup } from './transparency-lookup';
import { TransparencySigner } from './transparency-signer';
import {
  TransparencyCheckpoint,
  TransparencyEntry,
  TransparencyKey,
  TransparencyNode,
} from './transparency.entity';
import { TransparencyService } from './transparency.service';

/** The public transparency log of published notices (issue 11). */
@Module({
  imports: [
    TypeOrmModule.forFeature([TransparencyEntry, TransparencyNode, TransparencyCheckpoint, TransparencyKey]),
  ],
  controllers: [TransparencyController],
  providers: [TransparencySigner, TransparencyService, TransparencyLookup],
  exports: [TransparencyService, TransparencyLookup],
})
export class TransparencyModule {}
