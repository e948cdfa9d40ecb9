import { Module } from '@nestjs/common';
import { ObservabilityModule } from '../observability/observability.module';
import { TransparencyModule } from '../transparency/transparency.module';
import { HealthController } from './health.controller';

@Module({ imports: [ObservabilityModule, TransparencyModule], controllers: [HealthController] })
export class HealthModule {}
