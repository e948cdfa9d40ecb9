import { ApiError, createApiClient, NETWORK_ERROR, networkFailureAnswer, toApiError } from './api-client';

/** A client whose fetch answers with `answer` and keeps the requests it was given. */
function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
    middleware: [networkFailureAnswer],
  });
  return { api, requests };
}

describe('toApiError', () => {
  it('reads the code and the string field errors of the API’s error shape', () => {
    const error = toApiError(400, {
      statusCode: 400,
      message: 'validation_failed',
      errors: { email: 'email_not_unique', nested: { no: 1 } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'validation_failed',
      errors: { email: 'email_not_unique' },
      network: false,
    });
  });

  it('keeps only the status of a body of another shape (a proxy’s page, nothing)', () => {
    expect(toApiError(502, '<html>Bad gateway</html>')).toMatchObject({
      status: 502,
      message: '',
      errors: {},
    });
    expect(toApiError(500, undefined)).toMatchObject({ status: 500, message: '', errors: {} });
  });
});

describe('createApiClient', () => {
  it('fills the path parameters and sends the body as JSON', async () => {
    const { api, requests } = clientAnswering(() => Response.json({ id: 4 }));
    const { data } = await api.PUT('/api/v1/admin/notices/{id}/add_publication_date', {
      params: { path: { id: 4 } },
      body: { date: '2026-12-01' },
    });
    expect(data).toEqual({ id: 4 });
    expect(requests[0].url).toBe('http://api.test/api/v1/admin/notices/4/add_publication_date');
    expect(requests[0].method).toBe('PUT');
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0].json()).toEqual({ date: '2026-12-01' });
  });

  it('answers a failure as the parsed error body with the raw response', async () => {
    const { api } = clientAnswering(() =>
      Response.json({ statusCode: 404, message: 'not_found' }, { status: 404 }),
    );
    const { data, error, response } = await api.GET('/api/v1/notices/{id}', { params: { path: { id: 9 } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(toApiError(response.status, error)).toMatchObject({ status: 404, message: 'not_found' });
  });

  it('turns a request that never got an answer into the API’s 503 network_error answer', async () => {
    const { api } = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    const { error, response } = await api.GET('/api/v1/publications');
    expect(response.status).toBe(503);
    expect(toApiError(response.status, error)).toMatchObject({
      status: 503,
      message: NETWORK_ERROR,
      network: true,
    });
  });
});
