import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
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
  const { metricsToken } = observabilityOf(config);
  const behindProxy = config.trustProxy !== false;
  if (behindProxy && metricsToken === null)
    new Logger('Metrics').warn('TRUST_PROXY is set and METRICS_TOKEN is not: /metrics answers no one');
  const serveMetrics = metricsRoute(metrics, metricsToken, behindProxy);
  // Not part of the API's contract (not under /api); ahead of the site, which would answer any path.
  // Only the exact path: Express's routing ignores case and a trailing slash, and a proxy rule blocking
  // `/metrics` would let `/METRICS` or `/metrics/` through to it.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    void serveMetrics(req, res).catch(next);
  });
}
