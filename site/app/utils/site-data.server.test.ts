import type { AppLoadContext } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearchOptions } from './search-options.server';
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
    const fetch = vi.fn(async (_url: string) => Response.json({ emergencyNoticeTypeId: 4 }));
    vi.stubGlobal('fetch', fetch);
    expect(await readSiteData(new Request('http://site.test/'), {}, 'publicSettings')).toEqual({
      emergencyNoticeTypeId: 4,
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://api.test/api/v1/systemsettings']);
  });
});
