import type { GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from './httpClient';
import { isLookup, lookupList, publicationCalls } from './lookups';

vi.mock('./httpClient', () => ({
  httpClient: vi.fn(),
  jsonBody: (value: unknown) => JSON.stringify(value),
}));
const client = vi.mocked(httpClient);

beforeEach(() => {
  client.mockReset();
});

describe('lookups', () => {
  it('are the named unpaged lists only', () => {
    expect(isLookup('counties')).toBe(true);
    expect(isLookup('public_noticetypes')).toBe(true);
    expect(isLookup('users')).toBe(false);
  });

  it('ask for counties with the list filters, and count what came', async () => {
    client.mockResolvedValue({ data: [{ id: 1 }, { id: 2 }] });
    const answer = await lookupList('counties', {
      filter: { state: 'MI', name_cont: 'In' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(answer).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    const [path] = client.mock.calls[0];
    expect(decodeURIComponent(path)).toBe('/counties?filters[state][$eq]=MI&filters[name][$cont]=In');
  });

  it('call the fixed path of the other lists', async () => {
    client.mockResolvedValue({ data: [] });
    await lookupList('publications_for_user', {} as GetListParams);
    expect(client.mock.calls[0][0]).toBe('/admin/publications/publications_for_user');
  });
});

describe('publicationCalls.updatePublicationStatus', () => {
  it('PUTs the status to the publication’s status route', async () => {
    client.mockResolvedValue({ id: 7, enabled: false });
    expect(await publicationCalls.updatePublicationStatus(7, false)).toEqual({
      data: { id: 7, enabled: false },
    });
    expect(client).toHaveBeenCalledWith('/admin/publications/7/status', {
      method: 'PUT',
      body: '{"enabled":false}',
    });
  });
});
