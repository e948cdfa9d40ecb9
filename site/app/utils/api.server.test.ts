import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSend, forwardCookies, readApiError } from './api.server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('readApiError', () => {
  it('reads the message and the string field errors of the API’s error shape', async () => {
    const response = Response.json(
      { message: 'validation_failed', errors: { email: 'taken', nested: { no: 1 } } },
      { status: 400 },
    );
    expect(await readApiError(response)).toEqual({
      status: 400,
      message: 'validation_failed',
      errors: { email: 'taken' },
    });
  });

  it('keeps only the status of an answer that is not JSON', async () => {
    expect(await readApiError(new Response('<html>Bad gateway</html>', { status: 502 }))).toEqual({
      status: 502,
      message: '',
      errors: {},
    });
  });
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

describe('apiSend', () => {
  it('sends JSON to the API with the visitor’s cookie, address and browser', async () => {
    vi.stubEnv('API_ORIGIN', 'http://api.test');
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/', {
      headers: { Cookie: 'token=t', 'X-Forwarded-For': '10.0.0.1', 'User-Agent': 'UA', Host: 'evil' },
    });
    await apiSend(request, 'POST', '/auth/login', { email: 'a@b.c' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/auth/login');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"a@b.c"}', redirect: 'manual' });
    const headers = new Headers(init.headers);
    expect(Object.fromEntries(headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: 'token=t',
      'user-agent': 'UA',
      'x-forwarded-for': '10.0.0.1',
    });
  });

  it('passes on the address the backend vouches for instead of X-Forwarded-For', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/', {
      headers: { 'X-Site-Visitor': 'secret 10.0.0.9', 'X-Forwarded-For': '6.6.6.6' },
    });
    await apiSend(request, 'POST', '/auth/login', {});
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('x-site-visitor')).toBe('secret 10.0.0.9');
    expect(headers.has('x-forwarded-for')).toBe(false);
  });

  it('passes on the page’s request id, so the API logs its calls under it', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/', { headers: { 'X-Request-Id': 'page-42' } });
    await apiSend(request, 'POST', '/auth/login', {});
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('x-request-id')).toBe('page-42');
  });

  it('passes on where the browser says the request comes from, which the API checks for cookie changes', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('http://site.test/', {
      headers: { Origin: 'http://site.test', 'Sec-Fetch-Site': 'same-origin' },
    });
    await apiSend(request, 'POST', '/savedsearches', {});
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('origin')).toBe('http://site.test');
    expect(new Headers(init.headers).get('sec-fetch-site')).toBe('same-origin');
  });

  it('turns a network failure into a 503 network_error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const response = await apiSend(new Request('http://site.test/'), 'GET', '/publications');
    expect(response.status).toBe(503);
    expect(await readApiError(response)).toMatchObject({ message: 'network_error' });
  });
});
