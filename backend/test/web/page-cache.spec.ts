import { AUTH_COOKIE_NAME, detroitDay } from '@notices/common';
import type { Response } from 'supertest';
import { SearchChanges } from '../../src/search/search-changes';
import { TestApp } from '../support/app';
import { seedNotice } from '../support/search-fixtures';

/** Waits (up to 5 s) for a condition the LISTEN connection makes true. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until no change has been notified for 300 ms. */
async function quiet(changes: SearchChanges): Promise<void> {
  let seen = changes.generation;
  let since = Date.now();
  while (Date.now() - since < 300) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (changes.generation !== seen) [seen, since] = [changes.generation, Date.now()];
  }
}

const nonceOf = (res: Response): string =>
  /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';

/** Rendered public pages kept for visitors who are not signed in, through the real Remix adapter. */
describe('the memory of rendered public pages (SITE_PAGE_CACHE)', () => {
  let t: TestApp;
  let publicationId: number;
  let typeId: number;
  beforeAll(async () => {
    t = await TestApp.start({}, { serveFrontEnds: true });
    // The site's server rendering calls the API at PORT, as in main.ts.
    process.env.PORT = String(t.config.port);
    publicationId = (await t.createPublication({ name: 'Lansing State Journal' })).id;
    [{ id: typeId }] = await t.db.query(`INSERT INTO notice_types (name) VALUES ('Hearing') RETURNING id`);
    const changes = t.app.get(SearchChanges);
    const before = changes.generation;
    await seedNotice(t, { title: 'Zoning hearing in Okemos', publicationId, typeId, dates: [today()] });
    await waitFor(() => changes.generation > before);
    // The seed commits several statements, each notifying: a late one would empty the memory mid-test.
    await quiet(changes);
  });
  afterAll(() => t.close());

  const today = () => detroitDay(t.clock.now());
  const get = (path: string) => t.http.get(path).set('Accept-Encoding', 'identity');

  it('answers a second visitor from memory, with a nonce of its own that its CSP header names', async () => {
    for (const path of ['/', '/embed']) {
      const first = await get(path);
      const second = await get(path);
      expect([path, first.status, first.headers['x-page-cache']]).toEqual([path, 200, 'miss']);
      expect([path, second.status, second.headers['x-page-cache']]).toEqual([path, 200, 'hit']);
      const [before, after] = [nonceOf(first), nonceOf(second)];
      expect(after).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(after).not.toBe(before);
      expect(second.text).toContain(`nonce="${after}"`);
      expect(second.text).not.toContain(before);
      expect(second.text.replaceAll(after, 'N')).toBe(first.text.replaceAll(before, 'N'));
      expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.text));
    }
  });

  it('keeps a notice page and each search apart, by the whole address', async () => {
    const [{ id }] = await t.db.query<Array<{ id: number }>>(`SELECT id FROM notices LIMIT 1`);
    expect((await get(`/notices/${id}`)).headers['x-page-cache']).toBe('miss');
    const notice = await get(`/notices/${id}`);
    expect([notice.headers['x-page-cache'], notice.text]).toEqual(['hit', expect.stringContaining('Okemos')]);
    const search = await get('/?for=okemos');
    expect(search.headers['x-page-cache']).toBe('miss');
    expect(search.text).toContain('Zoning hearing in Okemos');
    const other = await get('/?for=nothing-like-it');
    expect(other.headers['x-page-cache']).toBe('miss');
    expect(other.text).not.toContain('Zoning hearing in Okemos');
  });

  it('shows a newly published notice on the next home page once the change is notified', async () => {
    await get('/');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    const changes = t.app.get(SearchChanges);
    const before = changes.generation;
    await seedNotice(t, { title: 'Brand new road closure', publicationId, typeId, dates: [today()] });
    await waitFor(() => changes.generation > before);
    const after = await get('/');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.text).toContain('Brand new road closure');
  });

  it('never answers a signed-in visitor from memory, and never keeps what they were shown', async () => {
    const { user, token } = await t.userWithSession({ givenName: 'Pat', familyName: 'Signedin' });
    const cookie = `${AUTH_COOKIE_NAME}=${token}`;
    await get('/');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    for (const path of ['/', '/?for=only-signed-in']) {
      const mine = await get(path).set('Cookie', cookie);
      expect([path, mine.status, mine.headers['x-page-cache']]).toEqual([path, 200, undefined]);
      expect(mine.text).toContain(user.fullName);
    }
    const anonymous = await get('/?for=only-signed-in');
    expect(anonymous.headers['x-page-cache']).toBe('miss');
    expect(anonymous.text).not.toContain(user.fullName);
  });

  it('renders every page afresh while the change listener is down', async () => {
    const changes = t.app.get(SearchChanges);
    await get('/?for=listener');
    changes.listening = false;
    try {
      expect((await get('/?for=listener')).headers['x-page-cache']).toBe('miss');
    } finally {
      changes.listening = true;
    }
  });
});
