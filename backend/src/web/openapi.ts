import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from './openapi-document';

/** Serves the OpenAPI document and the reference page that renders it locally. */
export function mountOpenApi(app: INestApplication): void {
  SwaggerModule.setup('documentation', app, buildOpenApiDocument(app), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/v1/openapi.json',
    yamlDocumentUrl: 'api/v1/openapi.yaml',
    customSiteTitle: 'Michigan Public Notices API',
  });
}
