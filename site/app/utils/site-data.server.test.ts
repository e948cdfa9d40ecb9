import type { AppLoadContext } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearchOptions } from './search-options.server';
import { runSearch } from './search.server';
import { readSiteData, type SiteData } from './site-data.server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const inProcess = (answers: Partial<Record<keyof SiteData, unknown>>): AppLoadContext => ({
  siteData: {
    publications: async () => answers.publications,
    counties: async () => answers.counties,
    noticeTypes: async () => answers.noticeTypes,
    publicSettings: async () => {
      throw new Error('database down');
    },
    search: async (query) =>
      query.includes('for=%3F')
        ? {
            status: 400,
            json: '{"statusCode":400,"message":"validation_failed","errors":{"for":"too_long"}}',
          }
        : { status: 200, json: '{"result":[7],"entities":{"7":{"id":7,"title":"Sale"}},"total":1}' },
  },
});

describe('readSiteData', () => {
  it('reads in process when the backend hands the site its reader, without calling the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const context = inProcess({
      publications: { data: [{ id: 1, name: 'Daily' }] },
      counties: { data: [{ id: 33, name: 'Ingham' }] },
    });
    expect(await loadSearchOptions(new Request('http://site.test/'), context)).toEqual({
      publications: [{ id: 1, name: 'Daily' }],
      counties: [{ id: 33, name: 'Ingham' }],
    });
    expect(await readSiteData(new Request('http://site.test/'), context, 'publicSettings')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the API over HTTP when the site runs apart from the backend', async () => {
    vi.stubEnv('API_ORIGIN', 'http://api.test');
    const fetch = vi.fn(async (_request: Request) => Response.json({ emergencyNoticeTypeId: 4 }));
    vi.stubGlobal('fetch', fetch);
    expect(await readSiteData(new Request('http://site.test/'), {}, 'publicSettings')).toEqual({
      emergencyNoticeTypeId: 4,
    });
    expect(fetch.mock.calls.map(([sent]) => sent.url)).toEqual(['http://api.test/api/v1/systemsettings']);
  });

  it('runs the search in process too, answers and failures alike, without calling the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/');
    const context = inProcess({});
    const found = await runSearch(request, { for: 'sale' }, true, context);
    expect(found.ok && found.answer.cards.map((card) => [card.id, card.title])).toEqual([[7, 'Sale']]);
    const refused = await runSearch(request, { for: '?' }, true, context);
    expect(!refused.ok && [refused.failure.status, refused.failure.errors]).toEqual([
      400,
      { for: 'too_long' },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
