import 'reflect-metadata';
import { Logger, type INestApplication } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';
import { appLogging } from './observability/logging';
import { tolerateLostDatabaseConnections } from './database/connection-errors';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';

async function main(): Promise<void> {
  const logger = new Logger('Main');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  process.env.PORT = String(config.port);
  // Every line in the configured format, the embedded PostgreSQL's included.
  const logging = appLogging(config);
  Logger.overrideLogger(logging.logger);
  // pg-boss leaves a lost connection unhandled after a job: a warning, not the end of the process.
  tolerateLostDatabaseConnections(new Logger('Jobs'));
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres(config.dataDir);
    } catch (error) {
      console.error(`Cannot start the embedded PostgreSQL: ${(error as Error).message}`);
      process.exit(1);
    }
  }
  // Held before the handlers: a signal may come while the app is still starting (a long migration).
  const started: { app?: INestApplication } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: stopping`);
    await started.app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const app = await createApp(config, config.databaseUrl ?? embedded!.url, { logging }).catch(
    async (error): Promise<never> => {
      // Stopping made the start fail (its database went away): `stop` ends the process.
      if (stopping) return new Promise<never>(() => undefined);
      logger.error(`Start failed: ${(error as Error).stack ?? error}`);
      await embedded?.stop().catch(() => undefined);
      process.exit(1);
    },
  );
  started.app = app;
  if (stopping) return;
  await app.listen(config.port, '0.0.0.0');
  // One notice of two lines: printed as it reads even in JSON logs (people and scripts look for "Mode:").
  logger.log(
    [
      `Michigan Public Notices is running at ${config.publicUrl}`,
      // React's development build made every server-rendered page about a quarter slower (STACK.md).
      config.nodeEnv === 'production'
        ? 'Mode: production'
        : `Mode: ${config.nodeEnv} (React's development build; \`npm start\` runs production)`,
    ].join('\n'),
  );
}

void main();
