import { ErrorCode } from '@notices/common';
import { describe, expect, it } from 'vitest';
import { loginErrorText, oauthErrorText, statusText } from './messages';

describe('statusText', () => {
  it('has a text per known status, one fallback for the rest', () => {
    expect(statusText(400)).toBe('Bad data provided');
    expect(statusText(403)).toBe('Access denied');
    expect(statusText(404)).toBe('Data not found');
    expect(statusText(429)).toMatch(/Too many attempts/);
    expect([500, 502, 503].map(statusText)).toEqual(['Network error', 'Network error', 'Network error']);
    expect(statusText(418)).toBe('Could not complete request, please try again later');
  });
});

describe('loginErrorText', () => {
  it('puts wrong credentials on the e-mail field (also for a bare 401 or a refused form)', () => {
    const wrong = { field: 'email', text: 'Wrong email or password' };
    expect(loginErrorText(401, ErrorCode.wrongCredentials)).toEqual(wrong);
    expect(loginErrorText(401, '')).toEqual(wrong);
    expect(loginErrorText(400, ErrorCode.validationFailed)).toEqual(wrong);
    expect(loginErrorText(400, 'something_else')).toEqual({ text: 'Bad data provided' });
  });

  it('tells a not verified, a blocked and an unassigned account apart', () => {
    expect(loginErrorText(403, ErrorCode.notVerified).text).toMatch(/not verified/);
    expect(loginErrorText(403, ErrorCode.blocked).text).toMatch(/blocked\. Please contact/);
    expect(loginErrorText(403, ErrorCode.noPublications).text).toMatch(/not assigned to any active/);
    expect(loginErrorText(403, 'other').text).toBe('Your account is not verified or is blocked.');
  });

  it('names an unknown e-mail and an inactive account; other statuses by status', () => {
    expect(loginErrorText(404, '')).toEqual({ field: 'email', text: 'Email not registered' });
    expect(loginErrorText(422, ErrorCode.notActive)).toEqual({ text: 'Account is not active' });
    expect(loginErrorText(422, 'other')).toEqual({ text: statusText(422) });
    expect(loginErrorText(429, '')).toEqual({ text: statusText(429) });
  });
});

describe('oauthErrorText', () => {
  it('has one text per failure reason and a fallback', () => {
    expect(oauthErrorText(ErrorCode.noPublications)).toMatch(/not assigned/);
    expect(oauthErrorText(ErrorCode.sessionExists, 'Ann Arbor')).toBe(
      'You are signed in as Ann Arbor. Sign out first, then sign in with single sign-on again.',
    );
    expect(oauthErrorText(ErrorCode.accountBlocked)).toBe(oauthErrorText(ErrorCode.blocked));
    expect(oauthErrorText(ErrorCode.accountBlocked)).toMatch(/blocked/);
    expect(oauthErrorText(ErrorCode.tokenRequired)).toMatch(/not configured correctly/);
    expect(oauthErrorText(ErrorCode.oauthNotConfigured)).toMatch(/not configured correctly/);
    expect(oauthErrorText('fallback')).toMatch(/Please try again/);
  });
});
