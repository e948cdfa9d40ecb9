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
    .addServer('/', 'The host that serves this document');
  for (const [name, description] of Object.entries(TAGS)) config.addTag(name, description);
  const document = SwaggerModule.createDocument(app, config.build(), { operationIdFactory: operationId });
  documentCrossOriginRefusals(document);
  return document;
}

/** Every change a session cookie may authorise can be refused as cross_origin_request (auth/same-origin.ts). */
function documentCrossOriginRefusals(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation?.security?.some((scheme) => 'cookie' in scheme)) continue;
      const known = operation.responses['403'] as { description?: string } | undefined;
      operation.responses['403'] = {
        description: known?.description
          ? `${known.description} / cross_origin_request`
          : 'cross_origin_request',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBodyDto' } } },
      };
    }
  }
}

/**
 * `Notices_show` rather than `NoticesController_show_v1`: the ids name the generated types that the
 * admin, the site and the tests import, and every route has the one version /api/v1.
 */
export function operationId(controllerKey: string, methodKey: string): string {
  return `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;
}

const TAGS: Record<string, string> = {
  public: 'What anyone may read without an account: search, published notices, their files.',
  notices: "The back office's notices: list, drafts, files, publishing, canceling and adding dates.",
  'notice types': 'The catalogue of notice types and their field templates.',
  'saved searches': "A signed-in reader's saved searches and their e-mail or text alerts.",
  files:
    'Signed, expiring upload and download URLs of local-disk storage, handed out by the notice-file calls.',
  counties: "Michigan's counties, for search filters and publication coverage.",
  scheduler: 'The daily publishing job and its run history.',
  auth: 'Sign-in, sessions, accounts and API tokens.',
  users: 'User accounts and their roles.',
  publications: 'Publications (newspapers and sites) and their settings.',
  'api keys': "Keys with which API users' programs obtain bearer tokens.",
  'billing reports': 'What each publication owes for the notices it published.',
  certificates:
    "Signed certificates of publication (PDF, PAdES): a notice's text, published dates and transparency-log proof.",
  'audit log': 'Who changed what, and when.',
  'system settings': 'Site-wide settings.',
  mailbox: 'Every e-mail the product sends (or, without SMTP_URL, keeps) and where its delivery stands.',
  'text messages':
    'Every text message (saved-search SMS alert) the product sends (or, without SMS_PROVIDER, keeps) and where its delivery stands.',
  transparency:
    'The public append-only log (RFC 9162 Merkle tree, signed checkpoints) of every publication event, with its proofs.',
  'open-data': 'Daily dumps of every published notice (JSON Lines and CSV) with their manifest and schema.',
  utilities: 'Health and version.',
};
