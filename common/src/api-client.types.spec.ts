import { createApiClient } from './api-client';

/**
 * Calls the contract refuses. Each line below `@ts-expect-error` must be a type error: once the
 * contract accepted one (a route, parameter or field renamed without the callers), `tsc` and ts-jest
 * report the directive as unused and fail. Never run: the calls would need an API.
 */
async function refusedCalls() {
  const api = createApiClient({ baseUrl: 'http://api.test' });

  // @ts-expect-error a path the contract does not have
  await api.GET('/api/v1/notice/{id}', { params: { path: { id: 1 } } });

  // @ts-expect-error a method the path does not take (publishing is a PUT)
  await api.POST('/api/v1/admin/notices/{id}/publish', { params: { path: { id: 1 } } });

  // @ts-expect-error a path parameter under another name
  await api.PUT('/api/v1/admin/notices/{id}/publish', { params: { path: { noticeId: 1 } } });

  // @ts-expect-error a path parameter left out
  await api.PUT('/api/v1/admin/notices/{id}/publish');

  await api.PUT('/api/v1/admin/notices/{id}/add_publication_date', {
    params: { path: { id: 1 } },
    // @ts-expect-error a body field the DTO does not have, next to the one it has
    body: { date: '2026-12-01', canceled: true },
  });

  await api.POST('/api/v1/auth/login', {
    // @ts-expect-error a body field under an old name
    body: { email: 'ann@example.org', passwd: 'secret' },
  });

  // @ts-expect-error a query parameter the route does not take
  await api.GET('/api/v1/search/sitemap', { params: { query: { pageSize: 2 } } });

  const { data } = await api.GET('/api/v1/utilities/version');
  // @ts-expect-error an answer field that does not exist
  return data?.versionNumber;
}

describe('the typed client', () => {
  it('is proven by tsc: the calls above are type errors', () => {
    expect(refusedCalls).toBeInstanceOf(Function);
  });
});
