import { createApiClient, networkFailureAnswer, toApiError } from '@notices/common';
import { toHttpError, type ApiFile } from './httpClient';

/**
 * The typed client of our API (docs/openapi.json: paths, parameters, bodies and answers checked by
 * tsc): same origin, cookie session. Calls go through `ok`, `answer` or `file`, which turn a failure
 * into react-admin's HttpError as httpClient does.
 */
export const api = createApiClient({
  // The unit tests run in Node, which has no location: any origin does there.
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  credentials: 'include',
  headers: { Accept: 'application/json' },
  middleware: [networkFailureAnswer],
});

type Call<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

async function settle<T>(call: Call<T>) {
  const result = await call;
  if (result.response.ok) return result;
  const error = toApiError(result.response.status, result.error);
  if (error.network) console.error('Network failure', error);
  throw toHttpError(error);
}

/** The answer of a typed call; a failure throws an HttpError (an i18n key, the code and the fields). */
export async function ok<T>(call: Call<T>): Promise<T> {
  // A success carries the document's answer (openapi-fetch's `data`; undefined for a 204).
  return (await settle(call)).data as T;
}

/** `{ data }`, as react-admin's data provider methods answer. */
export const answer = <T>(call: Call<T>): Promise<{ data: T }> => ok(call).then((data) => ({ data }));

const FILE_NAME = /filename="([^"]+)"/;

/** A file (a PDF, a CSV: a call with `parseAs: 'blob'`) with the name its Content-Disposition gives. */
export async function file(call: Call<Blob>): Promise<ApiFile> {
  const { data, response } = await settle(call);
  const fileName = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { data: data as Blob, fileName };
}

/** Accept for a file route: the API answers its own type (a PDF, a CSV), or JSON for a failure. */
export const ANY_TYPE = { Accept: '*/*' };
