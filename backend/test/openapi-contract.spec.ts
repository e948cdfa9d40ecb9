import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestApp } from './app';

/**
 * The committed contract (docs/openapi.json, from which common's API types are generated) is the
 * document the running API serves: a DTO changed without `node scripts/openapi.mjs` fails here.
 */
describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('serves exactly the committed docs/openapi.json', async () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.json'), 'utf8'));
    const served = (await t.http.get('/api/v1/openapi.json').expect(200)).body;
    expect(served).toEqual(committed);
  });
});
