import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations';
import { applyMutation, junkString, junkValue, mutation, nested, validLooking } from './values';

/** One generated request, before a principal's credentials are added (text throughout, to read in reports). */
export interface GeneratedRequest {
  method: string;
  /** Path and query, percent-encoded as a client would send them (or deliberately not). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Compress the body as its Content-Encoding says (else the header lies about a plain body). */
  compress?: boolean;
}

/** encodeURIComponent, except that lone surrogates go as the UTF-8 a client would send (U+FFFD). */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

type Body = { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

/** Path ids the issue saw accepted as 2, and other things that are not ids. */
const pathValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          '0',
          '-1',
          '+1',
          '0x2',
          '2e0',
          '02',
          ' 2',
          '2 ',
          '99999999999',
          '1.5',
          'abc',
          'ü',
          '😀',
        ),
        fc.constantFrom(
          '1'.repeat(400),
          'null',
          'undefined',
          'NaN',
          '__proto__',
          'constructor',
          '..',
          '\u0000',
        ),
        fc.integer({ min: 1, max: 8 }).map(String),
        fc.integer().map(String),
        junkString.filter((value) => value.length < 2_000),
      )
      .map(percentEncode),
  },
  // Sent as is: broken percent-encoding and characters routing treats specially.
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '1;2', '1,2', '*', '%2F', '1%2F..'),
  },
);

const QUERY_NAMES = ['filters', '_sort', '_order', 'per', 'page', 'q', 'pub', 'county', 'type', 'from', 'to'];
const QUERY_NAMES_2 = ['date', 'kind', 'sort', 'id', 'ids', 'token', 'returnTo', 'provider', 'all', 'status'];
const FILTER_COLUMNS = [
  'id',
  'name',
  'email',
  'status',
  'createdAt',
  'publicationId',
  'roles',
  'x',
  '__proto__',
];
const FILTER_OPERATORS = [
  '$eq',
  '$ne',
  '$in',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$like',
  '$ilike',
  '$null',
  '$x',
  '',
];

function queryKey(op: Operation): fc.Arbitrary<string> {
  const names = [...new Set([...op.queryParams.map((parameter) => parameter.name), ...QUERY_NAMES])];
  const name = fc.constantFrom(...names, ...QUERY_NAMES_2);
  return fc.oneof(
    { weight: 5, arbitrary: name },
    { weight: 1, arbitrary: name.map((key) => `${key}[]`) },
    { weight: 1, arbitrary: fc.tuple(name, fc.nat(3)).map(([key, i]) => `${key}[${i}]`) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...FILTER_COLUMNS), fc.constantFrom(...FILTER_OPERATORS))
        .map(([column, operator]) => (operator ? `filters[${column}][${operator}]` : `filters[${column}]`)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        '__proto__[x]',
        'constructor',
        'constructor[prototype][x]',
        'a[b][c][d][e][f][g][h]',
        'filters[createdAt][$gt][x]',
      ),
    },
  );
}

function queryValue(op: Operation): fc.Arbitrary<string> {
  const known = op.queryParams.flatMap((parameter) => (parameter.schema.enum ?? []).map(String));
  return fc.oneof(
    ...(known.length ? [fc.constantFrom(...known)] : []),
    fc.constantFrom('1', '4', '64', '0', '-1', '1e308', 'ASC', 'DESC', 'true', '2026-11-24', 'a,b', '1,2'),
    junkString.filter((value) => value.length < 3_000),
  );
}

const query = (op: Operation) =>
  fc
    .array(fc.tuple(queryKey(op), queryValue(op)), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${percentEncode(value)}`).join('&'));

/** Raw bodies no JSON parser should choke on: malformed, deep, empty, huge. */
const rawBody = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'nul',
  'null',
  '[]',
  '"x"',
  '1',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"roles":"SYSTEM_ADMIN"}}',
  '{"constructor":{"prototype":{"roles":"SYSTEM_ADMIN"}}}',
  `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`,
  JSON.stringify(nested(33)),
  JSON.stringify({ a: 'x'.repeat(1_100_000) }),
);

/** Valid-looking values of a schema, and bodies known to be valid (the seed's) where there are some. */
function goodValue(schema: JsonSchema, examples: unknown[]): fc.Arbitrary<unknown> {
  const looking = validLooking(schema);
  return examples.length ? fc.oneof(looking, fc.constantFrom(...examples)) : looking;
}

/** JSON nested far deeper than any client needs, at the top or in one of the schema's fields. */
function deepBody(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const keys = Object.keys(schema?.properties ?? {});
  return fc
    .tuple(fc.integer({ min: 30, max: 6_000 }), fc.constantFrom('[', '{"a":'), fc.constantFrom('', ...keys))
    .map(([depth, open, key]): Body => {
      const deep = `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`;
      return { kind: 'text', text: key ? `{${JSON.stringify(key)}:${deep}}` : deep };
    });
}

function jsonBody(schema: JsonSchema | undefined, examples: unknown[]): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({ kind: 'json', value });
  const junk = fc.oneof(junkValue, fc.jsonValue({ maxDepth: 4 })).map(json);
  const raw = rawBody.map((text): Body => ({ kind: 'text', text }));
  const deep = deepBody(schema);
  if (!schema)
    return fc.oneof(
      { weight: 4, arbitrary: junk },
      { weight: 1, arbitrary: raw },
      { weight: 1, arbitrary: deep },
    );
  const valid = goodValue(schema, examples);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(json) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, changes]) => json(changes.reduce(applyMutation, value))),
    },
    { weight: 1, arbitrary: valid.map((value) => json([value])) },
    { weight: 2, arbitrary: junk },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: deep },
  );
}

/** Form encoding with brackets for nesting, as qs reads it. */
function formEncode(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return prefix ? [`${percentEncode(prefix)}=${percentEncode(String(value))}`] : [];
  return Object.entries(value).flatMap(([key, child]) =>
    formEncode(child, prefix ? `${prefix}[${key}]` : key),
  );
}

const FILE_BODIES = [
  'plain text\nline 2',
  '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF',
  '%PDF-',
  '',
];

function contentType(op: Operation): fc.Arbitrary<string | undefined> {
  const declared = op.bodyTypes.length ? op.bodyTypes : ['application/json'];
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...declared) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        undefined,
        '',
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/vnd.api+json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        'application/xml',
        'application/pdf',
        'image/png',
        '*/*',
        'application/json, text/plain',
        ';;',
      ),
    },
  );
}

const contentEncoding = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('gzip', 'deflate', 'br') },
  { weight: 1, arbitrary: fc.constantFrom('identity', 'GZIP', 'x-junk', 'gzip, deflate', 'compress', '') },
);

/** The bytes on the wire: the body, compressed when the request says so. */
export function wireBody(input: GeneratedRequest): Buffer | undefined {
  if (input.body === undefined) return undefined;
  const bytes = Buffer.from(input.body);
  const encoding = input.headers['content-encoding'];
  if (!input.compress) return bytes;
  if (encoding === 'gzip') return gzipSync(bytes);
  if (encoding === 'deflate') return deflateSync(bytes);
  // Brotli's default quality takes seconds on the 1 MB bodies; the server's work is the same either way.
  const fast = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
  return encoding === 'br' ? brotliCompressSync(bytes, fast) : bytes;
}

/** Headers everyone may send: junk credentials for anonymous callers, proxies, content negotiation. */
export const extraHeaders = fc.record(
  {
    authorization: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'Basic',
      'Basic !!!',
      `Basic ${Buffer.from('mpn_x:y').toString('base64')}`,
      `Basic ${Buffer.from(':').toString('base64')}`,
      'Digest x',
      'bearer  x',
    ),
    cookie: fc.constantFrom('access_token=x', 'access_token=', 'access_token=%E0%A4%A', 'a=b; a=c'),
    'x-forwarded-for': fc.constantFrom(
      '',
      'x',
      '1.2.3.4, 5.6.7.8',
      '::1',
      '999.999.999.999',
      'a'.repeat(300),
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/pdf', 'x'),
  },
  { requiredKeys: [] },
);

/**
 * Which part of the request is junk. Mostly one part at a time, so the others are right and the junk
 * reaches the code behind them (a junk query string alone already stops most requests at validation).
 */
const focus = fc.oneof(
  { weight: 2, arbitrary: fc.constant('none' as const) },
  { weight: 5, arbitrary: fc.constant('body' as const) },
  { weight: 2, arbitrary: fc.constant('query' as const) },
  { weight: 2, arbitrary: fc.constant('path' as const) },
  { weight: 2, arbitrary: fc.constant('headers' as const) },
  { weight: 3, arbitrary: fc.constant('all' as const) },
);

/** Path values that could name a record (the seed makes ids 1 to 6 of most kinds). */
const plausiblePathValue = fc.oneof(fc.integer({ min: 1, max: 8 }).map(String), fc.constant('content'));

/** A query string of documented parameters with values they accept. */
function plausibleQuery(op: Operation): fc.Arbitrary<string> {
  const pairs = op.queryParams.map(({ name, schema }) => {
    const value = schema.enum?.length
      ? fc.constantFrom(...schema.enum.map(String))
      : name === 'filters'
        ? fc.constant(undefined)
        : fc.integer({ min: 1, max: 64 }).map(String);
    return fc.option(value.map((v) => (v === undefined ? '' : `${name}=${percentEncode(v)}`)));
  });
  return fc.tuple(...pairs).map((parts) => parts.filter((part) => part).join('&'));
}

/**
 * Everything one operation may be sent: path values, query string, headers, body. `examples` are bodies
 * known to be valid, which reach the rules behind validation that random values rarely satisfy.
 */
export function requestFor(op: Operation, examples: unknown[] = []): fc.Arbitrary<GeneratedRequest> {
  const takesBody = op.bodyTypes.length > 0 || op.method === 'POST' || op.method === 'PUT';
  const isFileBody = op.bodyTypes.length > 0 && !op.bodyTypes.includes('application/json');
  const junkBody: fc.Arbitrary<Body | undefined> = isFileBody
    ? fc.constantFrom(...FILE_BODIES).map((text): Body => ({ kind: 'text', text }))
    : jsonBody(op.bodySchema, examples);
  const goodBody: fc.Arbitrary<Body | undefined> = isFileBody
    ? fc.constant({ kind: 'text', text: FILE_BODIES[0] })
    : op.bodySchema
      ? goodValue(op.bodySchema, examples).map((value): Body => ({ kind: 'json', value }))
      : fc.constant(undefined);
  const declaredType = op.bodyTypes[0] ?? 'application/json';
  return fc
    .record({
      focus,
      path: fc.tuple(...op.pathParams.map(() => pathValue)),
      goodPath: fc.tuple(...op.pathParams.map(() => plausiblePathValue)),
      query: query(op),
      goodQuery: plausibleQuery(op),
      body: fc.oneof(
        { weight: takesBody ? 8 : 1, arbitrary: junkBody },
        { weight: takesBody ? 1 : 4, arbitrary: fc.constant(undefined) },
      ),
      goodBody,
      contentType: contentType(op),
      contentEncoding,
      compressBody: fc.boolean(),
      extra: extraHeaders,
    })
    .map((parts) => {
      const junk = (part: typeof parts.focus) => parts.focus === part || parts.focus === 'all';
      const path = junk('path') ? parts.path : parts.goodPath;
      let i = 0;
      const pathname = op.path.replace(/\{[^}]+\}/g, () => path[i++]);
      const search = junk('query') ? parts.query : parts.goodQuery;
      const url = search ? `${pathname}?${search}` : pathname;
      const headers: Record<string, string> = junk('headers') ? { ...parts.extra } : {};
      const generated = junk('body') ? parts.body : parts.goodBody;
      if (!generated) return { method: op.method, url, headers };
      const type = junk('headers') ? parts.contentType : declaredType;
      const form = type === 'application/x-www-form-urlencoded' && generated.kind === 'json';
      const body =
        generated.kind === 'text'
          ? generated.text
          : form
            ? formEncode(generated.value).join('&')
            : (JSON.stringify(generated.value) ?? 'null');
      if (type !== undefined) headers['content-type'] = type;
      const encoding = junk('headers') ? parts.contentEncoding : undefined;
      if (encoding === undefined) return { method: op.method, url, headers, body };
      headers['content-encoding'] = encoding;
      return {
        method: op.method,
        url,
        headers,
        body,
        compress: parts.compressBody && encoding !== 'identity',
      };
    });
}
