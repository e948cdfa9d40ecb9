/**
 * One client for the API, typed by its OpenAPI document: the admin and the site call it with the
 * document's paths (`/api/v1/...`), so a renamed route, path parameter or body field fails `tsc`.
 * It is openapi-fetch: each call answers `{ data, error, response }` (`error` is the parsed failure body).
 */
import createClient, {
  type Client,
  type ClientOptions,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
  type ParseAs,
} from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { encodeListQuery, type ListQuery } from './list-query';
import { encodeSearchQuery, type SearchQuery } from './search-query';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The document's paths that take a method. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

type Init<P extends keyof paths, M extends Method, As extends ParseAs> = NonNullable<
  MaybeOptionalInit<paths[P], M>
> & { parseAs?: As };

/**
 * openapi-fetch's method, with the options' type fixed by the path instead of inferred from the
 * argument: inferred, a body field the DTO lacks went unnoticed next to the ones it has.
 */
type StrictMethod<M extends Method> = <P extends ApiPath<M>, As extends ParseAs = 'json'>(
  url: P,
  ...init: undefined extends MaybeOptionalInit<paths[P], M> ? [init?: Init<P, M, As>] : [init: Init<P, M, As>]
) => Promise<FetchResponse<paths[P][M] & object, { parseAs: As }, `${string}/${string}`>>;

/** The typed client: `api.GET('/api/v1/notices/{id}', { params: { path: { id } } })`. */
export interface ApiClient extends Pick<Client<paths>, 'use' | 'eject'> {
  GET: StrictMethod<'get'>;
  PUT: StrictMethod<'put'>;
  POST: StrictMethod<'post'>;
  DELETE: StrictMethod<'delete'>;
  PATCH: StrictMethod<'patch'>;
}

export interface ApiClientOptions extends Omit<ClientOptions, 'fetch'> {
  /** Where the API lives (scheme and host): the paths carry `/api/v1` themselves. */
  baseUrl: string;
  /**
   * The fetch to send with (defaults to the global one, looked up at each call so that tests may
   * replace it after this module was loaded).
   */
  fetch?: (request: Request) => Promise<Response>;
  /** Middleware run on every call, in order (openapi-fetch's `use`). */
  middleware?: Middleware[];
}

const globalFetch = (request: Request) => globalThis.fetch(request);

export function createApiClient({
  fetch = globalFetch,
  middleware = [],
  ...options
}: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ ...options, fetch });
  if (middleware.length) client.use(...middleware);
  // The same object: only its methods' types are stricter (see StrictMethod).
  return client as ApiClient;
}

/**
 * The list routes' query (`page`, `per`, `_sort`, `_order`, `filters[column][$operator]`) written by
 * our own codec, as the API parses it: openapi-fetch's deepObject stops one level down. The document
 * types `filters` loosely, so the codec's own type stands in.
 */
export const listQuerySerializer = (query: object): string => encodeListQuery(query as ListQuery);

/** The search query written by its codec (search-query.ts), the one the API and saved searches read. */
export const searchQuerySerializer = (query: object): string => encodeSearchQuery(query as SearchQuery);

/** The code an answer that never came reads as (503 in the API's error shape). */
export const NETWORK_ERROR = 'network_error';

/** The API's one error shape (every failure: ErrorBodyDto), read into an Error with its status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status; 503 when the request never got an answer. */
    readonly status: number,
    /** The catalogue code (`message` of the body); '' when the body was not the API's shape. */
    override readonly message: string,
    /** Field path → code or text, the string ones only. */
    readonly errors: Record<string, string> = {},
    /** True when no answer came at all (the network, a refused connection, an abort). */
    readonly network = false,
  ) {
    super(message);
  }
}

/**
 * Reads a failed call's status and body (openapi-fetch's `response.status` and `error`: the parsed JSON,
 * or the text when it was none) into an ApiError; a body of another shape keeps only the status.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (!body || typeof body !== 'object') return new ApiError(status, '');
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fields: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [key, value] of Object.entries(errors)) if (typeof value === 'string') fields[key] = value;
  }
  const network = status === 503 && message === NETWORK_ERROR;
  return new ApiError(status, typeof message === 'string' ? message : '', fields, network);
}

/**
 * The middleware both front ends use: a request that never got an answer becomes the API's own 503
 * `network_error` answer, so a caller reads one kind of result (`error` and `response`) and
 * `toApiError` marks it as a network failure.
 */
export const networkFailureAnswer: Middleware = {
  onError: () => networkErrorResponse(),
};

/** The 503 `network_error` answer in the API's error shape. */
const networkErrorResponse = (): Response =>
  new Response(JSON.stringify({ statusCode: 503, message: NETWORK_ERROR }), {
    status: 503,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A file (a File or Blob) sent as the raw body of a route the document types as a binary string,
 * with its own content type (`fallbackType` when the browser knows none).
 */
export function binaryBody(file: Blob, fallbackType: string) {
  return {
    // The document says `string` (format: binary); the Request takes the Blob as it is.
    body: file as unknown as string,
    bodySerializer: (body: unknown) => body,
    headers: { 'Content-Type': file.type || fallbackType },
  };
}
