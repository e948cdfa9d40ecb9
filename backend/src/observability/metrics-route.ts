import type { Request, Response } from 'express';
import { ErrorCode } from '@notices/common';
import type { ErrorBody } from '../platform/error.filter';
import { metricsAccess } from './metrics-access';
import type { MetricsService } from './metrics.service';

/** GET /metrics: Prometheus's text format, for those `metricsAccess` lets in (docs/observability.md). */
export function metricsRoute(metrics: MetricsService, token: string | null, behindProxy: boolean) {
  return async (req: Request, res: Response): Promise<void> => {
    const access = metricsAccess(token, behindProxy, req.headers.authorization, req.socket.remoteAddress);
    if (access !== 'allowed') {
      const status = access === 'token_required' ? 401 : 403;
      if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      const body: ErrorBody = {
        statusCode: status,
        message: status === 401 ? ErrorCode.unauthorized : ErrorCode.forbidden,
      };
      res.status(status).json(body);
      return;
    }
    const text = await metrics.text();
    res.setHeader('Content-Type', metrics.contentType());
    res.setHeader('Cache-Control', 'no-store');
    res.send(text);
  };
}
