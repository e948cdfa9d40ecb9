import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';

/**
 * fetch as the API would answer it: records the URLs asked for (a path from the CRUD's own client, a
 * Request from the typed one).
 */
function fakeApi(answer: (url: URL) => { status: number; body: unknown }) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      urls.push(url);
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return urls;
}

const records = (ids: number[]) => ids.map((id) => ({ id, name: `#${id}` }));

describe('dataProvider', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('getMany asks for all the ids in one list request', async () => {
    const urls = fakeApi(() => ({ status: 200, body: { data: records([3, 5, 8]), total: 3 } }));
    const { data } = await dataProvider.getMany('noticetypes', { ids: [3, '5', 8, 3] });
    expect(urls).toHaveLength(1);
    expect(urls[0].pathname).toBe('/api/v1/admin/noticetypes');
    expect(urls[0].searchParams.getAll('filters[id][$in][]')).toEqual(['3', '5', '8']);
    expect(urls[0].searchParams.get('per')).toBe('3');
    expect(data.map((record) => record.id)).toEqual([3, 5, 8]);
  });

  it('getMany of a lookup reads its one list and keeps the ids asked for', async () => {
    const urls = fakeApi(() => ({ status: 200, body: { data: records([1, 2, 3]) } }));
    const { data } = await dataProvider.getMany('publications_all', { ids: [1, 3] });
    expect(urls.map((url) => url.pathname)).toEqual(['/api/v1/admin/publications/all']);
    expect(data.map((record) => record.id)).toEqual([1, 3]);
  });

  it('getList sends page, per, _sort, _order and the filters as the API reads them', async () => {
    const urls = fakeApi(() => ({ status: 200, body: { data: records([1]), total: 41 } }));
    const answer = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'email', order: 'ASC' },
      filter: { email_cont: 'ann', roles_in: ['SYSTEM_ADMIN'], blocked: false, name: '' },
    });
    const params = urls[0].searchParams;
    expect([urls[0].pathname, params.get('page'), params.get('per')]).toEqual([
      '/api/v1/admin/users',
      '2',
      '20',
    ]);
    expect([params.get('_sort'), params.get('_order')]).toEqual(['email', 'ASC']);
    expect(params.get('filters[email][$cont]')).toBe('ann');
    expect(params.getAll('filters[roles][$in][]')).toEqual(['SYSTEM_ADMIN']);
    expect(params.get('filters[blocked][$eq]')).toBe('false');
    expect(params.has('filters[name][$eq]')).toBe(false);
    expect(answer).toEqual({ data: records([1]), total: 41 });
  });

  it("turns the API's 400 into an HttpError with the code and the field errors", async () => {
    fakeApi(() => ({
      status: 400,
      body: { statusCode: 400, message: 'validation_failed', errors: { email: 'must be an e-mail' } },
    }));
    const failure = dataProvider.create('users', { data: { email: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    const error = (await failure.catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'validation_failed', errors: { email: 'must be an e-mail' } });
  });
});
