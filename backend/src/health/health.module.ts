import { Module } from '@nestjs/common';
import { ObservabilityModule } from '../observability/observability.module';
import { TransparencyModule } from '../transparency/transparency.module';
import {
  DatabaseCheck,
  JobsCheck,
  MailCheck,
  ReplicaCheck,
  StorageCheck,
  TransparencyCheck,
} from './dependency-checks';
import { HEALTH_CHECKS, type HealthCheck } from './health-check';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** The checks of GET /api/v1/health, in the answer's order; a new dependency's check joins this list. */
const CHECKS = [DatabaseCheck, ReplicaCheck, StorageCheck, MailCheck, JobsCheck, TransparencyCheck];

@Module({
  imports: [ObservabilityModule, TransparencyModule],
  controllers: [HealthController],
  providers: [
    ...CHECKS,
    { provide: HEALTH_CHECKS, inject: CHECKS, useFactory: (...checks: HealthCheck[]) => checks },
    HealthService,
  ],
})
export class HealthModule {}
