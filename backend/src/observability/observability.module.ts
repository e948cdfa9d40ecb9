import { Global, Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/** Metrics for every module (the read pool registers itself through MetricsService.registerPoolMetrics). */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class ObservabilityModule {}
