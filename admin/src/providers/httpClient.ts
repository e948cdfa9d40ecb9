import { HttpError } from 'react-admin';
import { errorKey, serverErrors } from '../i18n/errors';

export const API_URL = '/api/v1';

/** The API's one error shape (docs/api-accounts.md). */
interface ApiErrorBody {
  statusCode?: number;
  message?: string;
  errors?: Record<string, string>;
}

/** What our HttpError carries in `body`: the server code and the field errors react-admin puts on inputs. */
export interface AppErrorBody {
  code?: string;
  errors?: Record<string, string>;
  /** No answer at all (the request never reached the server). */
  network?: boolean;
}

/** Field errors that are catalogue codes become i18n keys, so the inputs show translated text. */
function translateFieldErrors(errors: Record<string, string> | undefined) {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message in serverErrors ? `errors.server.${message}` : message,
    ]),
  );
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
 * fetch for our API: same origin, cookie session (`credentials: 'include'`). A failed answer throws
 * HttpError whose message is an i18n key and whose body holds the code and fields.
 */
async function send(path: string, init: RequestInit, accept: string): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', accept);
  if (init.body !== undefined && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, { ...init, headers, credentials: 'include' });
  } catch (error) {
    console.error('Network failure', error);
    throw new HttpError('errors.http.500', 500, { network: true } satisfies AppErrorBody);
  }
  if (!response.ok) {
    const body = await readBody(response);
    const apiError = (typeof body === 'object' && body !== null ? body : {}) as ApiErrorBody;
    const errors = translateFieldErrors(apiError.errors);
    const appBody: AppErrorBody = { code: apiError.message, errors };
    throw new HttpError(errorKey(response.status, apiError.message), response.status, appBody);
  }
  return response;
}

/** A JSON call of our API (JSON both ways). */
export async function httpClient<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await readBody(await send(path, init, 'application/json'))) as T;
}

/** A file of our API with the name its Content-Disposition gives, if any. */
export interface ApiFile {
  data: Blob;
  fileName?: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/** A file of our API (a PDF, a CSV) as a Blob, with the same session and errors as httpClient. */
export async function fileClient(path: string, init: RequestInit = {}): Promise<ApiFile> {
  const response = await send(path, init, '*/*');
  const fileName = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { data: await response.blob(), fileName };
}

export const jsonBody = (data: unknown): string => JSON.stringify(data);

/** The server code of an error thrown by httpClient, if any. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof HttpError ? (error.body as AppErrorBody | undefined)?.code : undefined;
}
