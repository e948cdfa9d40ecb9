import { ErrorCode, ValidationMessage } from '@notices/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgotPassword, login, register } from './auth-actions.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

function apiAnswers(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('checks the fields before calling the API, and gives the e-mail back', async () => {
    const fetch = apiAnswers(() => new Response(null, { status: 204 }));
    const result = await login(new Request('http://site.test/login'), form({ email: ' nope ' }));
    expect(result).toMatchObject({
      intent: 'login',
      ok: false,
      fieldErrors: { password: ValidationMessage.blank },
      values: { email: 'nope' },
    });
    expect(result).toHaveProperty('fieldErrors.email');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('returns to the search with stay=1, else opens the back office, passing the session cookie', async () => {
    apiAnswers(() => new Response(null, { status: 200, headers: { 'Set-Cookie': 'token=t; Path=/' } }));
    const fields = { email: 'ann@example.org', password: 'secret' };
    const back = (await login(
      new Request('http://site.test/login?for=x&stay=1&mode=login'),
      form(fields),
    )) as Response;
    expect(back.headers.get('Location')).toBe('/?for=x');
    expect(back.headers.get('Set-Cookie')).toBe('token=t; Path=/');
    const admin = (await login(new Request('http://site.test/login'), form(fields))) as Response;
    expect(admin.headers.get('Location')).toBe('/admin/');
  });

  it('puts wrong credentials on the e-mail field and other refusals on the form', async () => {
    const fields = { email: 'ann@example.org', password: 'secret' };
    apiAnswers(() => Response.json({ message: ErrorCode.wrongCredentials }, { status: 401 }));
    expect(await login(new Request('http://site.test/login'), form(fields))).toMatchObject({
      fieldErrors: { email: 'Wrong email or password' },
      code: ErrorCode.wrongCredentials,
    });
    apiAnswers(() => Response.json({ message: ErrorCode.blocked }, { status: 403 }));
    expect(await login(new Request('http://site.test/login'), form(fields))).toMatchObject({
      formError: expect.stringMatching(/blocked/),
      code: ErrorCode.blocked,
    });
  });
});

describe('register', () => {
  it('requires every field, trimmed', async () => {
    const fetch = apiAnswers(() => new Response(null, { status: 201 }));
    const result = await register(
      new Request('http://site.test/'),
      form({ email: 'ann@example.org', givenName: ' ' }),
    );
    expect(Object.keys((result as { fieldErrors: object }).fieldErrors)).toEqual(['givenName', 'familyName']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the full name and names a taken e-mail on its field', async () => {
    const fetch = apiAnswers(() =>
      Response.json(
        { message: 'validation_failed', errors: { email: ErrorCode.emailNotUnique } },
        { status: 400 },
      ),
    );
    const fields = { email: 'ann@example.org', givenName: ' Ann ', familyName: 'Lee' };
    expect(await register(new Request('http://site.test/'), form(fields))).toMatchObject({
      fieldErrors: { email: 'This e-mail is already taken' },
    });
    expect(await fetch.mock.calls[0][0].json()).toEqual({
      email: 'ann@example.org',
      givenName: 'Ann',
      familyName: 'Lee',
      fullName: 'Ann Lee',
    });
  });
});

describe('forgotPassword', () => {
  it('tells an unknown e-mail and an inactive account apart', async () => {
    const fields = form({ email: 'ann@example.org' });
    apiAnswers(() => Response.json({ message: 'not_found' }, { status: 404 }));
    expect(await forgotPassword(new Request('http://site.test/'), fields)).toMatchObject({
      fieldErrors: { email: 'Email not registered' },
    });
    apiAnswers(() => Response.json({ message: ErrorCode.notActive }, { status: 422 }));
    expect(await forgotPassword(new Request('http://site.test/'), fields)).toMatchObject({
      code: ErrorCode.notActive,
    });
    apiAnswers(() => new Response(null, { status: 204 }));
    expect(await forgotPassword(new Request('http://site.test/'), fields)).toEqual({
      intent: 'forget',
      ok: true,
    });
  });

  it('tells a blocked account whom to contact, as sign-in does, and offers no resend', async () => {
    apiAnswers(() => Response.json({ statusCode: 403, message: ErrorCode.blocked }, { status: 403 }));
    const result = await forgotPassword(new Request('http://site.test/'), form({ email: 'ann@example.org' }));
    expect(result).toMatchObject({
      intent: 'forget',
      ok: false,
      formError: 'Your account is blocked. Please contact your administrator.',
      code: ErrorCode.blocked,
      values: { email: 'ann@example.org' },
    });
    expect(result).not.toMatchObject({ code: ErrorCode.notActive });
  });
});
