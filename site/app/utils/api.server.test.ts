import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiError } from '@notices/common';
import { apiFor, forwardCookies } from './api.server';

/** A fetch stub answering `{}` that keeps the requests the client sent. */
function stubFetch() {
  const fetch = vi.fn(async (_request: Request) => new Response('{}'));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('forwardCookies', () => {
  it('copies every Set-Cookie of the API’s answer', () => {
    const response = new Response(null, {
      headers: [
        ['Set-Cookie', 'a=1; Path=/'],
        ['Set-Cookie', 'b=2; Path=/'],
      ],
    });
    expect(forwardCookies(response).getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });
});

describe('apiFor', () => {
  it('sends JSON to the API with the visitor’s cookie, address and browser, following no redirect', async () => {
    vi.stubEnv('API_ORIGIN', 'http://api.test');
    const fetch = stubFetch();
    const request = new Request('http://site.test/', {
      headers: { Cookie: 'token=t', 'X-Forwarded-For': '10.0.0.1', 'User-Agent': 'UA', Host: 'evil' },
    });
    await apiFor(request).POST('/api/v1/auth/login', { body: { email: 'a@b.c', password: 'p' } });
    const [sent] = fetch.mock.calls[0];
    expect(sent.url).toBe('http://api.test/api/v1/auth/login');
    expect(sent.method).toBe('POST');
    expect(sent.redirect).toBe('manual');
    expect(await sent.text()).toBe('{"email":"a@b.c","password":"p"}');
    expect(Object.fromEntries(sent.headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: 'token=t',
      'user-agent': 'UA',
      'x-forwarded-for': '10.0.0.1',
    });
  });

  it('passes on the address the backend vouches for instead of X-Forwarded-For', async () => {
    const fetch = stubFetch();
    const request = new Request('http://site.test/', {
      headers: { 'X-Site-Visitor': 'secret 10.0.0.9', 'X-Forwarded-For': '6.6.6.6' },
    });
    await apiFor(request).POST('/api/v1/auth/login', { body: { email: '', password: '' } });
    const [sent] = fetch.mock.calls[0];
    expect(sent.headers.get('x-site-visitor')).toBe('secret 10.0.0.9');
    expect(sent.headers.has('x-forwarded-for')).toBe(false);
  });

  it('passes on the page’s request id, so the API logs its calls under it', async () => {
    const fetch = stubFetch();
    const request = new Request('http://site.test/', { headers: { 'X-Request-Id': 'page-42' } });
    await apiFor(request).GET('/api/v1/publications');
    expect(fetch.mock.calls[0][0].headers.get('x-request-id')).toBe('page-42');
  });

  it('passes on where the browser says the request comes from, which the API checks for cookie changes', async () => {
    const fetch = stubFetch();
    const request = new Request('http://site.test/', {
      headers: { Origin: 'http://site.test', 'Sec-Fetch-Site': 'same-origin' },
    });
    await apiFor(request).DELETE('/api/v1/auth/logout');
    const [sent] = fetch.mock.calls[0];
    expect(sent.headers.get('origin')).toBe('http://site.test');
    expect(sent.headers.get('sec-fetch-site')).toBe('same-origin');
    expect(sent.headers.has('content-type')).toBe(false);
  });

  it('turns a network failure into a 503 network_error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const { error, response } = await apiFor(new Request('http://site.test/')).GET('/api/v1/publications');
    expect(response.status).toBe(503);
    expect(toApiError(response.status, error)).toMatchObject({ message: 'network_error', network: true });
  });
});
