import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { routeApiUnderVersionPrefix } from './app.factory';
import { loadConfig } from './config/config';
import { buildOpenApiDocument } from './web/openapi-document';

/**
 * Writes the OpenAPI document without a database: Nest's preview mode resolves the modules and
 * controllers but instantiates no provider, so nothing connects. Used at build time to generate the
 * shared API types (scripts/openapi.mjs).
 */
async function exportOpenApi(outputPath: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-export-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    const app = await NestFactory.create(AppModule.forRoot(config, 'postgres://unused/unused'), {
      preview: true,
      logger: ['error'],
      abortOnError: false,
    });
    routeApiUnderVersionPrefix(app);
    const document = buildOpenApiDocument(app);
    writeFileSync(outputPath, `${JSON.stringify(document, null, 2)}\n`);
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const output = process.argv[2];
if (!output) {
  console.error('usage: node dist/export-openapi.js <output.json>');
  process.exit(2);
}
void exportOpenApi(output);
