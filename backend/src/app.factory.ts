import { INestApplication, Logger, VersioningType } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express from 'express';
import { AppModule } from './app.module';
import { AppConfig } from './config/config';
import { migrateThen } from './database/migrate';
import { installObservability } from './observability/install';
import { appLogging, type AppLogging } from './observability/logging';
import { apiBodyParsers } from './web/body-parsers';
import { corsOptions } from './web/cors';
import { mountOpenApi } from './web/openapi';
import { mountFrontEnds } from './web/front-ends';
import { securityHeaders } from './web/security-headers';
import { siteVisitor } from './web/site-visitor';

export interface CreateAppOptions {
  /** Serve the built admin and site (off in API tests, which need only /api). */
  serveFrontEnds?: boolean;
  /** The process's logging, when it began before the app (main.ts: the embedded PostgreSQL logs first). */
  logging?: AppLogging;
}

/** Every API route lives under /api/v1 (the version from the URI). */
export function routeApiUnderVersionPrefix(app: INestApplication): void {
  app.setGlobalPrefix('api');
  app.enableVersioning({ type: VersioningType.URI, defaultVersion: '1' });
}

/** Builds the one Nest application that serves the API, the docs, the admin and the site. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  // The schema is complete before any module touches it, and instances starting together on one database
  // take turns through migrations and the start-up writes (first administrator, demo data).
  // The log's format from the first line on (migrations log before the app exists).
  const logging = options.logging ?? appLogging(config);
  Logger.overrideLogger(logging.logger);
  return migrateThen(databaseUrl, () => buildApp(config, databaseUrl, options, logging), {
    waitSeconds: config.databaseWaitSeconds ?? 0,
  });
}

async function buildApp(
  config: AppConfig,
  databaseUrl: string,
  options: CreateAppOptions,
  logging: AppLogging,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    logger: logging.logger,
  });
  installObservability(app, config, logging);
  app.set('query parser', 'extended');
  // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default); the site's own calls say
  // who the visitor is through siteVisitor's channel, which no visitor can forge.
  app.set('trust proxy', config.trustProxy);
  app.use(siteVisitor());
  app.use(securityHeaders({ embedPath: '/embed' }));
  app.use(cookieParser());
  // Body parsers only for the API: the site's Remix actions read their own request bodies.
  app.use('/api', ...apiBodyParsers(config.uploadMaxBytes));
  app.enableCors(corsOptions(config.corsOrigins));
  routeApiUnderVersionPrefix(app);
  mountOpenApi(app);
  if (options.serveFrontEnds !== false) await mountFrontEnds(app, express.static);
  await app.init();
  new Logger('App').log(`Serving ${config.publicUrl}`);
  return app;
}
