import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransparencySelfCheck } from './self-check';
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

/** The public transparency log of published notices. */
@Module({
  imports: [
    TypeOrmModule.forFeature([TransparencyEntry, TransparencyNode, TransparencyCheckpoint, TransparencyKey]),
  ],
  controllers: [TransparencyController],
  providers: [TransparencySigner, TransparencyService, TransparencyLookup, TransparencySelfCheck],
  exports: [TransparencyService, TransparencyLookup, TransparencySelfCheck],
})
export class TransparencyModule {}
