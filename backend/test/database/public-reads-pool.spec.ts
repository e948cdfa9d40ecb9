import { ReadDatabase } from '../../src/database/read-database';
import { ADMIN_EMAIL, PASSWORD, TestApp } from '../support/app';

const CONNECTIONS = 2;
const SEARCHES = 30;

/**
 * Public reads (search, sitemap, feeds) have a pool of their own on the primary, PUBLIC_READ_CONNECTIONS
 * strong: a burst of distinct anonymous searches waits for its turn there, every one is answered, and it
 * never takes the connections that sign-in needs.
 */
describe('a burst of anonymous searches on the public reads pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No memories: every search runs its statements.
    t = await TestApp.start({
      publicReadConnections: CONNECTIONS,
      searchPagesCache: 0,
      searchTotalsCache: 0,
      searchCardsCache: 0,
    });
  });
  afterAll(() => t.close());

  it(`answers ${SEARCHES} searches at once on at most ${CONNECTIONS} connections, and sign-in meanwhile`, async () => {
    const reads = t.app.get(ReadDatabase);
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, reads.pool.totalCount)), 1);
    const searches = Array.from({ length: SEARCHES }, (_, i) =>
      t.http.get(`/api/v1/search/search?for=burst${i}&dateRange=all`),
    );
    const signIn = t.http.post('/api/v1/auth/login').send({ email: ADMIN_EMAIL, password: PASSWORD });
    const answers = await Promise.all(searches);
    const signedIn = await signIn;
    clearInterval(sampler);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(signedIn.status).toBe(200);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(CONNECTIONS);
  });
});
