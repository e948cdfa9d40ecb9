import { ErrorCode, PASSWORD_POLICY_TEXT } from '@notices/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_REQUIRED, INVALID_LINK, PASSWORDS_MUST_MATCH } from './messages';
import { checkAuthToken, submitNewPassword } from './token.server';

const STRONG = 'Str0ng!Passw0rd';
const request = new Request('http://site.test/');

function apiAnswers(response: () => Response) {
  const fetch = vi.fn(async (_request: Request) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('submitNewPassword: the form rules, before any call', () => {
  it('asks for the policy, a matching confirmation and, on first passwords, consent', async () => {
    const fetch = apiAnswers(() => new Response(null, { status: 204 }));
    expect(await submitNewPassword(request, 'token-1', form({ password: 'weak' }), true)).toEqual({
      intent: 'password',
      ok: false,
      fieldErrors: {
        password: PASSWORD_POLICY_TEXT,
        confirmPassword: PASSWORDS_MUST_MATCH,
        consent: CONSENT_REQUIRED,
      },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the passwords (and consent only when asked) once the rules are met', async () => {
    vi.stubEnv('API_ORIGIN', 'http://api.test');
    const fetch = apiAnswers(() => new Response(null, { status: 204 }));
    const fields = { password: STRONG, confirmPassword: STRONG, consent: 'on' };
    expect(await submitNewPassword(request, 'a/b', form(fields), false)).toEqual({
      intent: 'password',
      ok: true,
    });
    const [reset] = fetch.mock.calls[0];
    expect(reset.url).toBe('http://api.test/api/v1/auth/reset_password/a%2Fb');
    expect(await reset.json()).toEqual({ password: STRONG, confirmPassword: STRONG });
    await submitNewPassword(request, 'a/b', form(fields), true);
    const [first] = fetch.mock.calls[1];
    expect(first.url).toBe('http://api.test/api/v1/auth/set_first_password/a%2Fb');
    expect(await first.json()).toMatchObject({ consent: true });
  });
});

describe('submitNewPassword: the API’s answer', () => {
  const valid = form({ password: STRONG, confirmPassword: STRONG });

  it('says an expired link is invalid', async () => {
    apiAnswers(() => Response.json({ message: ErrorCode.invalidToken }, { status: 400 }));
    expect(await submitNewPassword(request, 't', valid, false)).toMatchObject({ formError: INVALID_LINK });
  });

  it('puts the API’s field codes on their fields in words', async () => {
    apiAnswers(() =>
      Response.json(
        { message: 'validation_failed', errors: { password: ErrorCode.passwordPolicy, other: 'As it came' } },
        { status: 400 },
      ),
    );
    expect(await submitNewPassword(request, 't', valid, false)).toMatchObject({
      fieldErrors: { password: PASSWORD_POLICY_TEXT, other: 'As it came' },
    });
  });

  it('falls back to the status text', async () => {
    apiAnswers(() => new Response('oops', { status: 500 }));
    expect(await submitNewPassword(request, 't', valid, false)).toMatchObject({
      formError: 'Network error',
    });
  });
});

describe('checkAuthToken', () => {
  it('reads whether a link works and for which e-mail', async () => {
    apiAnswers(() => Response.json({ valid: true, email: 'a@b.c' }));
    expect(await checkAuthToken(request, 'a/b', 'activation')).toEqual({
      valid: true,
      reachable: true,
      email: 'a@b.c',
    });
  });

  it('tells an unreachable API from a refused link', async () => {
    apiAnswers(() => new Response(null, { status: 404 }));
    expect(await checkAuthToken(request, 't', 'resetPassword')).toEqual({ valid: false, reachable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(await checkAuthToken(request, 't', 'resetPassword')).toEqual({ valid: false, reachable: false });
  });
});
