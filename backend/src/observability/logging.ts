import type { NextFunction, Request, Response } from 'express';
import { storage, Store } from 'nestjs-pino/storage';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppLogger } from '../platform/app-logger';
import { observabilityOf, type AppConfig } from '../config/config';
import { loggedUrl } from '../platform/logged-url';
import { prettyLines } from './pretty-lines';
import { assignRequestId } from './request-id';
import { routeLabel } from './route-label';

const LEVELS: Record<AppConfig['logLevel'], Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
};

/** Where secrets could sit in what the code logs; they are replaced, whatever the level. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
];

/** The process's log: JSON lines, or the same records as readable lines, on standard output. */
export function createRootLogger(logLevel: AppConfig['logLevel'], logFormat: 'json' | 'pretty'): Logger {
  // process.stdout rather than pino.destination: lines written just before process.exit are not lost.
  const out: DestinationStream = logFormat === 'json' ? process.stdout : prettyLines(process.stdout);
  return pino(
    {
      level: LEVELS[logLevel],
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    },
    out,
  );
}

/**
 * Gives every request its id and its logger (used by every line logged while it runs, through
 * nestjs-pino's request store), and writes one access line when it ends: method, route, status, ms.
 */
export function requestLogging(root: Logger) {
  const http = pinoHttp({
    logger: root,
    genReqId: assignRequestId,
    quietReqLogger: true,
    quietResLogger: true,
    // No line carries the request or response objects (the access line has its own fields, errors theirs),
    // yet pino-http binds the request to a logger of its own on every request: serialized and redacted
    // for nothing, a few percent of a search request's time.
    wrapSerializers: false,
    serializers: { req: omitted, res: omitted },
    // Scrapes every few seconds would drown the lines people read.
    autoLogging: { ignore: (req) => req.url === '/metrics' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, value: { responseTime: number }) =>
      accessFields(req as Request, res as Response, value.responseTime),
    // The error itself is logged where it was caught (ErrorFilter), under the same request id.
    customErrorObject: (req, res, _error, value: { responseTime: number }) =>
      accessFields(req as Request, res as Response, value.responseTime),
  });
  return (req: Request, res: Response, next: NextFunction) =>
    http(req, res, () => storage.run(new Store(req.log), next));
}

const omitted = (): undefined => undefined;

function accessFields(req: Request, res: Response, ms: number) {
  return {
    method: req.method,
    route: routeLabel(req, res),
    url: loggedUrl(req.originalUrl ?? req.url),
    status: res.statusCode,
    ms,
  };
}

/** The root logger and the Nest logger over it, as configured (LOG_LEVEL, LOG_FORMAT). */
export interface AppLogging {
  root: Logger;
  logger: AppLogger;
}

export function appLogging(config: AppConfig): AppLogging {
  const { logFormat } = observabilityOf(config);
  const root = createRootLogger(config.logLevel, logFormat);
  return { root, logger: new AppLogger(root, config.logLevel === 'debug', logFormat === 'json') };
}
