import type { Request, Response } from 'express';
import { Clock } from '../platform/clock';
import type { ReadDatabase, ReadTarget } from '../database/read-database';
import { SearchChanges } from '../search/search-changes';
import { PageCache } from './page-cache';

const changes = { listening: true, generation: 1, seenBy: () => true } as unknown as SearchChanges;
const reads = { isSeparate: false } as unknown as ReadDatabase;

const request = (path: string) =>
  ({
    method: 'GET',
    path: path.split('?')[0],
    originalUrl: path,
    protocol: 'http',
    headers: {},
    get: (name: string) => (name === 'host' ? 'example.test' : undefined),
  }) as unknown as Request;

/** An Express response that records what is sent. */
function response() {
  const headers = new Map<string, unknown>();
  const sent: { body?: Buffer } = {};
  const res = {
    status: () => res,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    end: (body: Buffer) => (sent.body = body),
  };
  return { res: res as unknown as Response, headers, sent };
}

async function render(cache: PageCache, path: string, page: string, init: ResponseInit = {}) {
  const started = (await cache.begin(request(path)))!;
  const body = Buffer.from(page.replaceAll('NONCE', 'first-nonce'));
  cache.keep(started, response().res, new Response(body, { status: 200, ...init }), body, 'first-nonce');
  return started;
}

describe('PageCache', () => {
  it('answers a kept page with the nonce it is given in place of the rendering’s', async () => {
    const cache = new PageCache({ entries: 10, bytes: 1_000_000 }, changes, reads, new Clock());
    const kept = await render(cache, '/', '<script nonce="NONCE"></script><p>NONCE</p>', {
      headers: { 'content-type': 'text/html' },
    });
    const { res, headers, sent } = response();
    expect(cache.answer(kept, res, 'second')).toBe(true);
    expect(sent.body?.toString()).toBe('<script nonce="second"></script><p>second</p>');
    expect(headers.get('content-length')).toBe(sent.body?.length);
    expect(headers.get('content-type')).toBe('text/html');
  });

  it('keeps no page whose answer sets a cookie', async () => {
    const cache = new PageCache({ entries: 10, bytes: 1_000_000 }, changes, reads, new Clock());
    const kept = await render(cache, '/', '<p>hello</p>', { headers: { 'set-cookie': 'a=b' } });
    expect(cache.size).toBe(0);
    expect(cache.answer(kept, response().res, 'n')).toBe(false);
    const started = (await cache.begin(request('/embed')))!;
    const { res } = response();
    res.setHeader('set-cookie', ['c=d']);
    const body = Buffer.from('<p>embed</p>');
    cache.keep(started, res, new Response(body), body, 'n');
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used pages beyond its entries or bytes', async () => {
    const cache = new PageCache({ entries: 2, bytes: 400 }, changes, reads, new Clock());
    const a = await render(cache, '/?for=a', 'a'.repeat(90));
    await render(cache, '/?for=b', 'b'.repeat(90));
    expect(cache.answer(a, response().res, 'n')).toBe(true);
    await render(cache, '/?for=c', 'c'.repeat(90));
    expect(cache.size).toBe(2);
    expect(cache.answer((await cache.begin(request('/?for=b')))!, response().res, 'n')).toBe(false);
    await render(cache, '/?for=d', 'd'.repeat(100));
    await render(cache, '/?for=e', 'e'.repeat(100));
    await render(cache, '/?for=f', 'f'.repeat(100));
    await render(cache, '/?for=g', 'g'.repeat(100));
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(cache.answer((await cache.begin(request('/?for=g')))!, response().res, 'n')).toBe(true);
  });

  it('leaves out other pages, writes and signed-in visitors', async () => {
    const cache = new PageCache({ entries: 10, bytes: 1_000_000 }, changes, reads, new Clock());
    expect(await cache.begin(request('/login'))).toBeNull();
    expect(await cache.begin(request('/notices/12/edit'))).toBeNull();
    expect(await cache.begin({ ...request('/'), method: 'POST' } as Request)).toBeNull();
    const signedIn = { ...request('/'), headers: { cookie: 'theme=dark; access_token=abc' } } as Request;
    expect(await cache.begin(signedIn)).toBeNull();
    expect(await cache.begin(request('/notices/12'))).not.toBeNull();
  });

  it('with a read replica, keeps only pages rendered while the replica in use has replayed the latest change', async () => {
    const replicaPool = {} as ReadTarget['pool'];
    const primary = { pool: {} as ReadTarget['pool'], replayedLsn: null } as ReadTarget;
    let current: ReadTarget = primary;
    const replicated = {
      isSeparate: true,
      pool: replicaPool,
      read: <T>(run: (target: ReadTarget) => Promise<T>) => run(current),
    } as unknown as ReadDatabase;
    const listener = Object.assign(Object.create(SearchChanges.prototype) as SearchChanges, {
      listening: true,
      generation: 7,
      lsn: 100n as bigint | null,
    });
    const cache = new PageCache({ entries: 10, bytes: 1_000_000 }, listener, replicated, new Clock());
    const generation = async () => (await cache.begin(request('/')))?.generation;
    // Down (reads on the primary now, perhaps on the replica again before the render's reads end).
    expect(await generation()).toBeNull();
    current = { pool: replicaPool, replayedLsn: 99n } as ReadTarget;
    expect(await generation()).toBeNull();
    current = { pool: replicaPool, replayedLsn: 100n } as ReadTarget;
    expect(await generation()).toBe(7);
    listener.lsn = null; // a change notified, its WAL position not known yet
    expect(await generation()).toBeNull();
  });
});
