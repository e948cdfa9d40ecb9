import { afterEach, describe, expect, it, vi } from 'vitest';
import { tradeCode } from './startup';

const alice = { user: { fullName: 'Alice Adams' } };
const bob = { user: { fullName: 'Bob Brown' } };

/** The API's answers in turn: the exchange refuses to swap, the session check says who is signed in. */
function apiAnswers(...responses: Array<() => Response>) {
  const fetch = vi.fn(async (_request: Request) => responses.shift()!());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sessionExists = () => Response.json({ statusCode: 409, message: 'session_exists' }, { status: 409 });

afterEach(() => vi.unstubAllGlobals());

describe('tradeCode', () => {
  it('asks, naming who is signed in, and only a yes replaces that session', async () => {
    const fetch = apiAnswers(
      sessionExists,
      () => Response.json(alice),
      () => Response.json(bob),
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('window', { confirm });
    expect(await tradeCode('code-1')).toEqual(bob);
    expect(confirm.mock.calls[0]).toEqual([expect.stringContaining('You are signed in as Alice Adams.')]);
    const sent = fetch.mock.calls.map(([request]) => request);
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/v1/auth/oauth',
      'GET /api/v1/auth/validate_token',
      'POST /api/v1/auth/oauth',
    ]);
    expect(await Promise.all(sent.map((request) => request.text()))).toEqual([
      '{"identityProviderId":"code-1"}',
      '',
      '{"identityProviderId":"code-1","replaceSession":true}',
    ]);
  });

  it('keeps the session on a no', async () => {
    const fetch = apiAnswers(sessionExists, () => Response.json(alice));
    vi.stubGlobal('window', { confirm: () => false });
    await expect(tradeCode('code-2')).rejects.toMatchObject({ body: { code: 'session_exists' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
