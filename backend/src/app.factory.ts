import { Logger, LogLevel, VersioningType } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { json, raw, urlencoded, type NextFunction, type Request, type Response } from 'express';
import { AppException } from './common/app-exception';
import { AppModule } from './app.module';
import { AppLogger } from './common/app-logger';
import { AppConfig } from './config/config';
import { corsOptions } from './web/cors';
import { mountOpenApi } from './web/openapi';
import { mountFrontEnds } from './web/front-ends';
import { securityHeaders } from './web/security-headers';

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

export interface CreateAppOptions {
  /** Serve the built admin and site (off in API tests, which need only /api). */
  serveFrontEnds?: boolean;
}

/** Builds the one Nest application that serves the API, the docs, the admin and the site. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    logger: new AppLogger(config.logLevel === 'debug', LOG_LEVELS[config.logLevel]),
  });
  app.set('query parser', 'extended');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders({ embedPath: '/embed' }));
  app.use(cookieParser());
  // Body parsers only for the API: the site's Remix actions read their own request bodies.
  // The "create content from file" call takes the file itself (text or PDF) up to the upload limit.
  const rawFile = raw({ type: ['text/plain', 'application/pdf'], limit: config.uploadMaxBytes });
  app.use('/api/v1/admin/notices/extract_text', (req: Request, res: Response, next: NextFunction) =>
    rawFile(req, res, (error?: unknown) =>
      next(
        (error as { type?: string } | undefined)?.type === 'entity.too.large'
          ? new AppException(413, 'attachment_too_large')
          : error,
      ),
    ),
  );
  app.use('/api', json({ limit: '1mb' }), urlencoded({ extended: true, limit: '1mb' }));
  app.enableCors(corsOptions(config.corsOrigins));
  app.setGlobalPrefix('api');
  app.enableVersioning({ type: VersioningType.URI, defaultVersion: '1' });
  mountOpenApi(app);
  if (options.serveFrontEnds !== false) await mountFrontEnds(app, express.static);
  await app.init();
  new Logger('App').log(`Serving ${config.publicUrl}`);
  return app;
}
