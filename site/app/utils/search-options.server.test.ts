import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSearchOptions } from './search-options.server';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API stub: one answer per path. */
function answering(answers: Record<string, Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const path = decodeURIComponent(url.pathname + url.search).replace(/^\/api\/v1/, '');
      return answers[path] ?? new Response(null, { status: 404 });
    }),
  );
}

describe('loadSearchOptions', () => {
  it('reads bare and wrapped lists, keeping only well-formed options', async () => {
    answering({
      '/publications': Response.json([{ id: 1, name: 'Daily' }, { id: '2', name: 'Bad id' }, null]),
      '/counties?filters[state][$eq]=MI': Response.json({ data: [{ id: 3, name: 'Ingham', extra: true }] }),
    });
    expect(await loadSearchOptions(new Request('http://site.test/'))).toEqual({
      publications: [{ id: 1, name: 'Daily' }],
      counties: [{ id: 3, name: 'Ingham' }],
    });
  });

  it('leaves a list empty when the API fails or answers something else', async () => {
    answering({
      '/publications': new Response('not json'),
      '/counties?filters[state][$eq]=MI': Response.json({ data: 'nope' }),
    });
    expect(await loadSearchOptions(new Request('http://site.test/'))).toEqual({
      publications: [],
      counties: [],
    });
  });
});
