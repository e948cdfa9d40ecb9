import { Module } from '@nestjs/common';
import { TransparencyModule } from '../transparency/transparency.module';
import { HealthController } from './health.controller';

@Module({ imports: [TransparencyModule], controllers: [HealthController] })
export class HealthModule {}
