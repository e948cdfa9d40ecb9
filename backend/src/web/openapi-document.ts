import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { APP_VERSION } from '../version';

/** The OpenAPI document generated from the controllers and DTOs: the one contract of the API. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Michigan Public Notices API')
    .setDescription(
      'Search, accounts, notices and administration. Errors always have the shape ' +
        '`{ statusCode, message, errors? }` where `message` is a catalogue code.',
    )
    .setVersion(APP_VERSION)
    .setLicense('MIT', 'https://opensource.org/licenses/MIT')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addCookieAuth('access_token', { type: 'apiKey', in: 'cookie', name: 'access_token' }, 'cookie')
    // API users' programs: an API key exchanged at auth/token (client-credentials grant) for a bearer token.
    .addOAuth2(
      {
        type: 'oauth2',
        description: 'API key (client id and secret) → 15-minute bearer token; see docs/api.md',
        flows: { clientCredentials: { tokenUrl: '/api/v1/auth/token', scopes: {} } },
      },
      'oauth2',
    )
    .addBasicAuth(
      { type: 'http', scheme: 'basic', description: 'client id and secret at auth/token' },
      'client',
    )
    .addServer('/', 'The host that serves this document')
    .build();
  return SwaggerModule.createDocument(app, config);
}
