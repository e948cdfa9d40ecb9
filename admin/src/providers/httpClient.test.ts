import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ok } from './api';
import { errorCode, httpClient } from './httpClient';

function apiAnswers(response: () => Response) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('httpClient', () => {
  it('calls the API with the cookie session and JSON, and answers the parsed body', async () => {
    const fetch = apiAnswers(() => Response.json({ id: 1 }));
    expect(await httpClient('/users/1', { method: 'PUT', body: '{}' })).toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/users/1');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    apiAnswers(() => new Response(null, { status: 204 }));
    expect(await httpClient('/x')).toBeUndefined();
  });

  it('reads no code from an error of another kind', () => {
    expect(errorCode(new Error('plain'))).toBeUndefined();
  });
});

/** The two roads to the API, which fail alike: the CRUD's path client and the typed client. */
const ROADS: Array<[string, () => Promise<unknown>]> = [
  ['httpClient', () => httpClient('/x')],
  ['the typed client', () => ok(api.GET('/api/v1/utilities/version'))],
];

describe.each(ROADS)('a failure through %s', (_road, call) => {
  /** The error the call throws for one answer. */
  async function failureOf(response: () => Response): Promise<HttpError> {
    apiAnswers(response);
    return call().then(
      () => {
        throw new Error('expected a failure');
      },
      (error: HttpError) => error,
    );
  }

  it('explains a failure by its code first, then its status, then a fallback', async () => {
    const coded = await failureOf(() => Response.json({ message: 'email_not_unique' }, { status: 400 }));
    expect(coded.message).toBe('errors.server.email_not_unique');
    expect(errorCode(coded)).toBe('email_not_unique');
    const byStatus = await failureOf(() => Response.json({ message: 'who_knows' }, { status: 403 }));
    expect(byStatus.message).toBe('errors.http.403');
    const fallback = await failureOf(() => new Response('<html>teapot</html>', { status: 418 }));
    expect(fallback.message).toBe('errors.http.fallback');
    expect(fallback.status).toBe(418);
  });

  it('turns field errors that are catalogue codes into i18n keys, other texts as they came', async () => {
    const error = await failureOf(() =>
      Response.json(
        { message: 'validation_failed', errors: { email: 'email_not_unique', name: 'Too long' } },
        { status: 400 },
      ),
    );
    expect(error.body.errors).toEqual({ email: 'errors.server.email_not_unique', name: 'Too long' });
  });

  it('marks a request that never reached the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await call().catch((caught: HttpError) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'errors.http.500', body: { network: true } });
  });
});
