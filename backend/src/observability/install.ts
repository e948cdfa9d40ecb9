import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express } from 'express';
import { observabilityOf, type AppConfig } from '../config/config';
import { requestLogging, type AppLogging } from './logging';
import { MetricsService } from './metrics.service';
import { metricsRoute } from './metrics-route';

/**
 * Request ids, access lines and request timing for every answer (pages and files included), and
 * GET /metrics outside /api. Installed first, before anything that could answer.
 */
export function installObservability(
  app: NestExpressApplication,
  config: AppConfig,
  logging: AppLogging,
): void {
  app.use(requestLogging(logging.root));
  const metrics = app.get(MetricsService);
  app.use(metrics.timeRequests);
  // Not part of the API's contract (not under /api); ahead of the site, which would answer any path.
  (app.getHttpAdapter().getInstance() as Express).get(
    '/metrics',
    metricsRoute(metrics, observabilityOf(config).metricsToken),
  );
}
