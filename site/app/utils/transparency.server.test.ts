import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as noticeLoader } from '~/routes/notices.$id';
import { loader as transparencyLoader } from '~/routes/transparency';
import { BAD_HASH_TEXT } from './lookup-text';
import { loadCheckpointNote, loadLogKeys, loadNoticeProof, lookupSha256 } from './transparency.server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const request = new Request('http://site.test/notices/41');
const PROOF = {
  noticeId: 41,
  checkpoint: { origin: 'o', treeSize: 1, rootHash: 'r', note: 'o\n1\nr\n\n— o s\n' },
  entries: [],
};

/** Answers each API path from the table; a missing one is a 404. */
function answer(table: Record<string, () => Response | Promise<Response>>) {
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '') + url.search;
    return table[path] ? table[path]() : Response.json({ message: 'not_found' }, { status: 404 });
  });
  vi.stubEnv('API_ORIGIN', 'http://api.test');
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the transparency loaders', () => {
  it('read the API’s answers', async () => {
    answer({
      '/transparency/notices/41': () => Response.json(PROOF),
      '/transparency/keys': () => Response.json({ origin: 'o', keys: [] }),
      '/transparency/checkpoint': () => new Response('o\n1\nr\n\n— o s\n'),
      [`/transparency/lookup?sha256=${'a'.repeat(64)}`]: () => Response.json({ sha256: 'a', matches: [] }),
    });
    expect(await loadNoticeProof(request, '41')).toEqual(PROOF);
    expect(await loadLogKeys(request)).toEqual({ origin: 'o', keys: [] });
    expect(await loadCheckpointNote(request)).toBe('o\n1\nr\n\n— o s\n');
    expect(await lookupSha256(request, 'a'.repeat(64))).toEqual({ sha256: 'a', matches: [] });
  });

  it('answer null on a 404, a 5xx, a network failure or a body of another shape, never throw', async () => {
    answer({
      '/transparency/notices/41': () => new Response('oops', { status: 500 }),
      '/transparency/keys': () => Response.json({ nothing: true }),
      '/transparency/checkpoint': () => Response.json({ message: 'internal' }, { status: 200 }),
    });
    expect(await loadNoticeProof(request, '41')).toBeNull();
    expect(await loadNoticeProof(request, '42')).toBeNull();
    expect(await loadNoticeProof(request, 'x')).toBeNull();
    expect(await loadLogKeys(request)).toBeNull();
    expect(await loadCheckpointNote(request)).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(await loadNoticeProof(request, '41')).toBeNull();
    expect(await loadCheckpointNote(request)).toBeNull();
  });
});

const NOTICE = {
  id: 41,
  title: 'Notice of Sale',
  content: 'Text',
  publicationDates: [
    { id: 1, date: '2026-11-20', published: true, canceled: false, noticeId: 41, version: 1 },
  ],
  noticeType: { name: 'Foreclosure', fields: [] },
  publication: { name: 'Ledger', publicationArea: [] },
  fieldValues: [],
  attachments: [],
};
const args = (id: string) => ({ request, params: { id }, context: {} });

describe('the notice page loader', () => {
  it('asks for the notice and its proof at once, not one after the other', async () => {
    let proofAsked: () => void = () => {};
    const asked = new Promise<void>((done) => (proofAsked = done));
    answer({
      // The notice answers only once the proof was asked for: a waterfall would never finish.
      '/notices/41': async () => {
        await Promise.race([
          asked,
          new Promise((_, fail) => setTimeout(() => fail(new Error('waterfall')), 1000)),
        ]);
        return Response.json({ notice: NOTICE });
      },
      '/transparency/notices/41': () => {
        proofAsked();
        return Response.json(PROOF);
      },
    });
    const page = (await noticeLoader(args('41'))) as { notice: unknown; proof: unknown };
    expect(page.proof).toEqual(PROOF);
    expect(page.notice).toMatchObject({ id: 41 });
  });

  it('shows the notice without its proof when the log fails', async () => {
    answer({
      '/notices/41': () => Response.json({ notice: NOTICE }),
      '/transparency/notices/41': () => new Response('', { status: 503 }),
    });
    const page = (await noticeLoader(args('41'))) as { notice: unknown; proof: unknown };
    expect(page).toMatchObject({ notice: { id: 41 }, proof: null });
  });
});

describe('the /transparency loader', () => {
  const HEX = 'ab'.repeat(32);
  const page = async (search: string) =>
    (await transparencyLoader({
      request: new Request(`http://site.test/transparency${search}`),
      params: {},
      context: {},
    })) as Awaited<ReturnType<typeof transparencyLoader>>;

  it('looks a pasted hash up without JavaScript (GET form), in lower case', async () => {
    const fetch = answer({
      [`/transparency/lookup?sha256=${HEX}`]: () =>
        Response.json({
          sha256: HEX,
          matches: [{ kind: 'certificate', noticeId: 40, title: 'T', name: 'c.pdf', url: '/c' }],
        }),
      '/transparency/keys': () => Response.json({ origin: 'o', keys: [] }),
    });
    const result = await page(`?sha256=${HEX.toUpperCase()}`);
    expect(result.check).toEqual({
      sha256: HEX,
      answer: {
        sha256: HEX,
        matches: [{ kind: 'certificate', noticeId: 40, title: 'T', name: 'c.pdf', url: '/c' }],
      },
    });
    expect(result.keys).toEqual({ origin: 'o', keys: [] });
    expect(result.note).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('refuses what is not a SHA-256 without asking the API, and says when the lookup fails', async () => {
    const fetch = answer({});
    expect((await page('?sha256=abc')).check).toEqual({ sha256: 'abc', error: BAD_HASH_TEXT });
    expect(fetch.mock.calls.some(([sent]) => sent.url.includes('lookup'))).toBe(false);
    expect((await page(`?sha256=${HEX}`)).check).toEqual({ sha256: HEX, answer: null });
    expect((await page('')).check).toBeNull();
  });

  it('fills the notice asked for into the verifier command', async () => {
    answer({});
    expect((await page('?notice=41')).notice).toBe('41');
    expect((await page('?notice=4x')).notice).toBeNull();
  });
});
