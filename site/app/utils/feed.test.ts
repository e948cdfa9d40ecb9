import { afterEach, describe, expect, it, vi } from 'vitest';
import { detroitDay } from '@notices/common';
import { CHECKPOINT_NAMESPACE, loader } from '~/routes/feeds.search[.]atom';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const NOTE =
  'localhost:3000/transparency\n120\nq83vEjRW<&>=\n\n\u2014 localhost:3000/transparency AbCd+/==\n';
const CARD = {
  id: 7,
  title: 'Notice of Hearing',
  content: 'Text',
  publicationDates: ['2026-11-20'],
  publication: { id: 1, name: 'Ledger', publicationArea: [] },
  noticeType: { id: 1, name: 'Public Hearing' },
  attachments: [],
};

function api(checkpoint: () => Response, cards: Array<typeof CARD> = [CARD]) {
  vi.stubEnv('API_ORIGIN', 'http://api.test');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/transparency/checkpoint') return checkpoint();
      if (path === '/api/v1/search/search')
        return Response.json({
          result: cards.map((card) => card.id),
          entities: Object.fromEntries(cards.map((card) => [card.id, card])),
          total: cards.length,
          totalExact: true,
        });
      return new Response('', { status: 404 });
    }),
  );
}

const feed = async () => {
  const response = await loader({
    request: new Request('http://site.test/feeds/search.atom'),
    params: {},
    context: {},
  });
  return (response as Response).text();
};

describe('the Atom feed', () => {
  it('carries the latest checkpoint, escaped, in a namespaced element of the feed', async () => {
    api(() => new Response(NOTE, { headers: { 'Content-Type': 'text/plain' } }));
    const body = await feed();
    expect(body).toContain(
      `  <log:checkpoint xmlns:log="${CHECKPOINT_NAMESPACE}">localhost:3000/transparency\n120\nq83vEjRW&lt;&amp;&gt;=\n\n\u2014 localhost:3000/transparency AbCd+/==\n</log:checkpoint>`,
    );
    // Feed-level, before the entries, as Atom allows extension elements.
    expect(body.indexOf('<log:checkpoint')).toBeLessThan(body.indexOf('<entry>'));
    expect(body).toContain('<title>Notice of Hearing</title>');
  });

  it("stamps each entry with the start of the Detroit day it ran, and the feed with its newest entry's", async () => {
    const summer = { ...CARD, id: 8, publicationDates: ['2026-06-30', '2026-07-04'] };
    // In the order the search asked for (here oldest first): the feed still takes the newest day.
    api(() => new Response('', { status: 503 }), [summer, CARD]);
    const body = await feed();
    const entries = [...body.matchAll(/<entry>[\s\S]*?<updated>(.*)<\/updated>/g)].map((m) => m[1]);
    expect(entries).toEqual(['2026-07-04T00:00:00-04:00', '2026-11-20T00:00:00-05:00']);
    // Inside the day it names (a UTC midnight is the evening before in Detroit).
    expect(entries.map((stamp) => detroitDay(new Date(stamp)))).toEqual(['2026-07-04', '2026-11-20']);
    expect(/<feed[^]*?<updated>(.*)<\/updated>/.exec(body)?.[1]).toBe('2026-11-20T00:00:00-05:00');
  });

  it('is still served, without the element, when the log does not answer', async () => {
    api(() => new Response('', { status: 503 }));
    const body = await feed();
    expect(body).not.toContain('log:checkpoint');
    expect(body).toContain('<title>Notice of Hearing</title>');
  });
});
