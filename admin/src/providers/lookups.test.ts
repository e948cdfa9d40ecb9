import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLookup, lookupList, publicationCalls } from './lookups';

/** The API answers every call with `body`; the requests the client sent are kept. */
function apiAnswers(body: unknown) {
  const fetch = vi.fn(async (_request: Request) => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A sent request's path and query, decoded. */
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return decodeURIComponent(url.pathname + url.search);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lookups', () => {
  it('are the named unpaged lists only', () => {
    expect(isLookup('counties')).toBe(true);
    expect(isLookup('public_noticetypes')).toBe(true);
    expect(isLookup('users')).toBe(false);
  });

  it('ask for counties with the list filters, and count what came', async () => {
    const fetch = apiAnswers({ data: [{ id: 1 }, { id: 2 }] });
    const answer = await lookupList('counties', {
      filter: { state: 'MI', name_cont: 'In' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(answer).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(pathOf(fetch.mock.calls[0][0])).toBe(
      '/api/v1/counties?filters[state][$eq]=MI&filters[name][$cont]=In',
    );
  });

  it('call the fixed path of the other lists', async () => {
    const fetch = apiAnswers({ data: [] });
    await lookupList('publications_for_user', {} as GetListParams);
    expect(pathOf(fetch.mock.calls[0][0])).toBe('/api/v1/admin/publications/publications_for_user');
  });
});

describe('publicationCalls.updatePublicationStatus', () => {
  it('PUTs the status to the publication’s status route', async () => {
    const fetch = apiAnswers({ id: 7, enabled: false });
    expect(await publicationCalls.updatePublicationStatus(7, false)).toEqual({
      data: { id: 7, enabled: false },
    });
    const [sent] = fetch.mock.calls[0];
    expect([sent.method, pathOf(sent)]).toEqual(['PUT', '/api/v1/admin/publications/7/status']);
    expect(await sent.text()).toBe('{"enabled":false}');
  });
});
