import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ok } from './api';
import { errorCode } from './httpClient';
import { noticeCalls } from './noticeCalls';
import { settingsCalls } from './settingsCalls';

/** The API answers every call with `response`; the requests the client sent are kept. */
function apiAnswers(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The error a typed call throws for one answer. */
async function failureOf(response: () => Response): Promise<HttpError> {
  apiAnswers(response);
  return ok(api.GET('/api/v1/utilities/version')).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: HttpError) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the typed client', () => {
  it('calls the API with the cookie session and JSON, and answers the parsed body', async () => {
    const fetch = apiAnswers(() => Response.json({ id: 41 }));
    expect(await noticeCalls.addNoticeDate('41', '2026-12-01')).toEqual({ data: { id: 41 } });
    const [sent] = fetch.mock.calls[0];
    expect(new URL(sent.url).pathname).toBe('/api/v1/admin/notices/41/add_publication_date');
    expect(sent.method).toBe('PUT');
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('Accept')).toBe('application/json');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await sent.json()).toEqual({ date: '2026-12-01' });
    apiAnswers(() => new Response(null, { status: 204 }));
    expect(await settingsCalls.deleteOwnApiKey()).toEqual({ data: null });
  });

  it('explains a failure by its code first, then its status, then a fallback', async () => {
    const coded = await failureOf(() => Response.json({ message: 'email_not_unique' }, { status: 400 }));
    expect(coded).toBeInstanceOf(HttpError);
    expect(coded.message).toBe('errors.server.email_not_unique');
    expect(errorCode(coded)).toBe('email_not_unique');
    const byStatus = await failureOf(() => Response.json({ message: 'who_knows' }, { status: 403 }));
    expect(byStatus.message).toBe('errors.http.403');
    const fallback = await failureOf(() => new Response('<html>teapot</html>', { status: 418 }));
    expect(fallback.message).toBe('errors.http.fallback');
    expect(fallback.status).toBe(418);
    expect(errorCode(fallback)).toBeUndefined();
  });

  it('turns field errors that are catalogue codes into i18n keys, other texts as they came', async () => {
    const error = await failureOf(() =>
      Response.json(
        { message: 'validation_failed', errors: { email: 'email_not_unique', name: 'Too long' } },
        { status: 400 },
      ),
    );
    expect(error.body.errors).toEqual({ email: 'errors.server.email_not_unique', name: 'Too long' });
  });

  it('marks a request that never reached the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await ok(api.GET('/api/v1/utilities/version')).catch((caught: HttpError) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'errors.http.500', status: 500, body: { network: true } });
  });
});

describe('file downloads', () => {
  it('answer a file with the session and the name of its Content-Disposition', async () => {
    const fetch = apiAnswers(
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="certificate-40.pdf"',
          },
        }),
    );
    const file = await noticeCalls.noticeCertificate(41);
    expect(await file.data.text()).toBe('%PDF-1.7');
    expect(file.fileName).toBe('certificate-40.pdf');
    const [sent] = fetch.mock.calls[0];
    expect(new URL(sent.url).pathname).toBe('/api/v1/admin/notices/41/certificate');
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('Accept')).toBe('*/*');
    await settingsCalls.billingReportFile('7', 'csv');
    expect(new URL(fetch.mock.calls[1][0].url).pathname).toBe('/api/v1/admin/billingreports/7/csv');
  });

  it('fail like the other calls: an HttpError with the status and the server code', async () => {
    apiAnswers(() => Response.json({ message: 'not_found' }, { status: 404 }));
    const error = await noticeCalls.noticeCertificate(41).catch((caught: HttpError) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});

describe('extractText', () => {
  it('sends the raw file with its own content type, text/plain when the browser names none', async () => {
    const fetch = apiAnswers(() => Response.json({ text: 'Notice' }));
    const pdf = new File(['%PDF-1.7'], 'notice.pdf', { type: 'application/pdf' });
    expect(await noticeCalls.extractText(pdf)).toEqual({ data: { text: 'Notice' } });
    const [sent] = fetch.mock.calls[0];
    expect(new URL(sent.url).pathname).toBe('/api/v1/admin/notices/extract_text');
    expect(sent.headers.get('Content-Type')).toBe('application/pdf');
    expect(await sent.text()).toBe('%PDF-1.7');
    await noticeCalls.extractText(new File(['Notice'], 'notice'));
    expect(fetch.mock.calls[1][0].headers.get('Content-Type')).toBe('text/plain');
  });
});
