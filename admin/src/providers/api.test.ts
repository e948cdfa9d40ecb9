import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeCalls } from './noticeCalls';
import { settingsCalls } from './settingsCalls';

/** The API answers every call with `response`; the requests the client sent are kept. */
function apiAnswers(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
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
