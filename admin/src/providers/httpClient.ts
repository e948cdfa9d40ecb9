import { HttpError } from 'react-admin';
import { toApiError, type ApiError } from '@notices/common';
import { errorKey, serverErrors } from '../i18n/errors';

const API_URL = '/api/v1';

/** What our HttpError carries in `body`: the server code and the field errors react-admin puts on inputs. */
export interface AppErrorBody {
  code?: string;
  errors?: Record<string, string>;
  /** No answer at all (the request never reached the server). */
  network?: boolean;
}

/** Field errors that are catalogue codes become i18n keys, so the inputs show translated text. */
function translateFieldErrors(errors: Record<string, string>) {
  if (Object.keys(errors).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message in serverErrors ? `errors.server.${message}` : message,
    ]),
  );
}

/**
 * The API's error (its one shape, read by common's toApiError) as react-admin's HttpError: the message
 * is an i18n key (code → status → fallback), the body holds the code and the translated fields.
 */
export function toHttpError(error: ApiError): HttpError {
  if (error.network) return new HttpError('errors.http.500', 500, { network: true } satisfies AppErrorBody);
  const code = error.message || undefined;
  const appBody: AppErrorBody = { code, errors: translateFieldErrors(error.errors) };
  return new HttpError(errorKey(error.status, code), error.status, appBody);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * fetch for our API by a path of our own making (the generic CRUD of dataProvider.ts, by resource
 * name; the named calls use the typed client of api.ts): same origin, cookie session
 * (`credentials: 'include'`). A failed answer throws the HttpError of toHttpError.
 */
async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, { ...init, headers, credentials: 'include' });
  } catch (error) {
    console.error('Network failure', error);
    throw new HttpError('errors.http.500', 500, { network: true } satisfies AppErrorBody);
  }
  if (!response.ok) throw toHttpError(toApiError(response.status, await readBody(response)));
  return response;
}

/** A JSON call of our API (JSON both ways). */
export async function httpClient<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await readBody(await send(path, init))) as T;
}

/** A file of our API with the name its Content-Disposition gives, if any. */
export interface ApiFile {
  data: Blob;
  fileName?: string;
}

export const jsonBody = (data: unknown): string => JSON.stringify(data);

/** The server code of an error thrown by httpClient or the typed client, if any. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof HttpError ? (error.body as AppErrorBody | undefined)?.code : undefined;
}
