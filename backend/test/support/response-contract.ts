import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Every response an API test gets from a TestApp is checked against docs/openapi.json as it finishes:
 * its status must be one its operation documents, its content type one documented for that status, and
 * a JSON body must match the documented schema (Ajv). Violations are collected per test file and fail
 * it in an afterAll (test/support/app.ts), so each file checks itself and files may run in any order.
 */

/** Sent by a test that makes the server fail on purpose (a trigger that raises): its 5xx is expected. */
export const INJECTED_FAILURE = { 'X-Test-Injected-Failure': '1' };

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  responses: Record<string, ResponseObject>;
}
type Paths = Record<string, Record<string, Operation>>;

export const DOCUMENT_PATH = join(__dirname, '..', '..', '..', 'docs', 'openapi.json');

export interface Violation {
  file: string;
  test: string;
  method: string;
  path: string;
  status: number;
  problem: string;
}

/** Routes beside the API: the document's own URLs (web/openapi.ts) and anything outside /api/. */
const isOperationRoute = (path: string) =>
  path.startsWith('/api/') && !['/api/v1/openapi.json', '/api/v1/openapi.yaml'].includes(path);

/** Express's `/notices/:id/files/:fileName` (or `*rest`) as the document writes it: `{id}`, `{fileName}`. */
const toTemplate = (route: string) => route.replace(/\{?[:*](\w+)\}?/g, '{$1}');

/** A JSON pointer segment inside a URI fragment (Ajv decodes both). */
const pointerSegment = (s: string) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));

/** One request and its answer, as the check reads them. */
interface Exchange {
  method: string;
  /**
   * Express's template when a route took the request, e.g. `/api/v1/admin/users/:id`; `by-url` for an
   * answer from another process, matched against the document's paths.
   */
  route: string | null;
  url: string;
  /** The test broke the server on purpose (INJECTED_FAILURE): a 5xx it asserts itself. */
  injected: boolean;
  status: number;
  contentType: string;
  /** The body as sent, decompressed; read only for JSON. */
  body: () => Buffer;
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

export class ResponseContract {
  readonly violations: Violation[] = [];
  private readonly paths: Paths;
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();
  /** Document templates as regular expressions, literal ones first, for answers from another process. */
  private readonly templates: Array<{ template: string; pattern: RegExp }>;

  constructor(
    document: { paths: Paths } = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as { paths: Paths },
  ) {
    this.paths = document.paths;
    // OpenAPI 3.0 schemas: Ajv knows `nullable`; `example` and the like are annotations (strict: false).
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'])
      this.ajv.addFormat(format, true);
    this.ajv.addSchema(document, 'openapi.json');
    this.templates = Object.keys(this.paths)
      .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
      }));
  }

  /** Checks each response `server` sends; `file` names the test file in the report. */
  watch(server: Server, file: string): void {
    server.prependListener(
      'request',
      (req: IncomingMessage & { route?: { path?: unknown } }, res: ServerResponse) => {
        const chunks = captureBody(res);
        res.once('finish', () =>
          this.check(
            {
              method: req.method ?? '',
              route: typeof req.route?.path === 'string' ? req.route.path : null,
              url: req.url ?? '',
              injected: Boolean(req.headers['x-test-injected-failure']),
              status: res.statusCode,
              contentType: String(res.getHeader('content-type') ?? ''),
              body: () => decode(Buffer.concat(chunks), String(res.getHeader('content-encoding') ?? '')),
            },
            file,
          ),
        );
      },
    );
  }

  /**
   * fetch() with the check, for a server the test runs outside this process (child-app-fixtures.ts): the
   * answer comes back whole, as a Response whose body may be read once more.
   */
  async fetch(url: string, init: RequestInit, file: string): Promise<Response> {
    const res = await fetch(url, init);
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(init.headers);
    this.check(
      {
        method: init.method ?? 'GET',
        route: 'by-url',
        url: new URL(url).pathname,
        injected: headers.has('x-test-injected-failure'),
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        body: () => body,
      },
      file,
    );
    const empty = res.status === 204 || res.status === 304 || (init.method ?? 'GET') === 'HEAD';
    return new Response(empty ? null : body, { status: res.status, headers: res.headers });
  }

  /** The violations so far as one readable report ('' when there are none), each kind once. */
  report(): string {
    const kinds = new Map<string, Set<string>>();
    for (const v of this.violations) {
      const kind = `${v.method} ${v.path} answered ${v.status}: ${v.problem}`;
      kinds.set(kind, (kinds.get(kind) ?? new Set()).add(`${v.file} › ${v.test}`));
    }
    return [...kinds]
      .map(([kind, tests]) => `${kind}\n    in ${[...tests].slice(0, 3).join('\n    in ')}`)
      .join('\n');
  }

  private check(exchange: Exchange, file: string): void {
    try {
      this.checkExchange(exchange, file);
    } catch (error) {
      this.violations.push({
        file,
        test: currentTest(),
        method: exchange.method,
        path: exchange.url,
        status: exchange.status,
        problem: `the check itself failed: ${String(error)}`,
      });
    }
  }

  private checkExchange(exchange: Exchange, file: string): void {
    // CORS preflights are answered before any operation.
    if (!exchange.method || exchange.method === 'OPTIONS') return;
    const head = exchange.method === 'HEAD';
    const method = head ? 'get' : exchange.method.toLowerCase();
    // In process, only what a route answered: the body parsers' early 400/413/415 are not in the document.
    const path =
      exchange.route === 'by-url'
        ? this.templateOf(method, exchange.url.split('?')[0])
        : exchange.route && toTemplate(exchange.route);
    if (!path || !isOperationRoute(path)) return;
    const status = exchange.status;
    if (exchange.injected && status >= 500) return;
    const fail = (problem: string): void => {
      this.violations.push({
        file,
        test: currentTest(),
        method: method.toUpperCase(),
        path,
        status,
        problem,
      });
    };

    const operation = this.paths[path]?.[method];
    if (!operation) return fail('the operation is not in the document');
    const documented = operation.responses[String(status)] ?? operation.responses.default;
    if (!documented)
      return fail(
        `${operation.operationId} documents ${Object.keys(operation.responses).join(', ')}, not ${status}`,
      );
    if (!documented.content || head || status === 204 || status === 304) return;

    const mediaType = mediaTypeOf(exchange.contentType);
    const key = Object.keys(documented.content).find(
      (k) => k === mediaType || k === '*/*' || (k.endsWith('/*') && mediaType.startsWith(k.slice(0, -1))),
    );
    if (key === undefined)
      return fail(
        `${operation.operationId} documents ${Object.keys(documented.content).join(', ')} for ${status}, ` +
          `but the answer is ${mediaType || 'without a content type'}`,
      );
    // Files and streams are checked by their content type only.
    if (!isJson(mediaType) || !documented.content[key].schema) return;

    let value: unknown;
    try {
      value = JSON.parse(exchange.body().toString('utf8'));
    } catch {
      return fail(`the ${mediaType} body is not JSON`);
    }
    const validate = this.validator(
      path,
      method,
      String(status) in operation.responses ? String(status) : 'default',
      key,
    );
    if (!validate(value)) fail(`the body does not match its schema:\n${formatErrors(validate.errors ?? [])}`);
  }

  /** The document template a URL falls under, for answers given before Express picked a route. */
  private templateOf(method: string, url: string): string | null {
    return (
      this.templates.find(({ template, pattern }) => pattern.test(url) && this.paths[template][method])
        ?.template ?? null
    );
  }

  private validator(path: string, method: string, status: string, mediaType: string): ValidateFunction {
    const pointer = ['paths', path, method, 'responses', status, 'content', mediaType, 'schema']
      .map(pointerSegment)
      .join('/');
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#/${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/** Keeps what the response writes when it is JSON (files and streams are not kept). */
function captureBody(res: ServerResponse): Buffer[] {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (!isJson(mediaTypeOf(String(res.getHeader('content-type') ?? '')))) return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  // The overloads of write and end take (chunk, encoding?, callback?): the first two are all we read.
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  return chunks;
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

function formatErrors(errors: ErrorObject[]): string {
  return errors
    .slice(0, 10)
    .map((e) => `      ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('\n');
}

function currentTest(): string {
  return expect.getState().currentTestName ?? '(outside a test)';
}
