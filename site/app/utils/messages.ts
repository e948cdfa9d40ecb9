import { ErrorCode, ValidationMessage } from '@notices/common';

export { DATE_RANGE_LABELS } from '@notices/common';

/** Texts for a status when no specific message applies. */
export function statusText(status: number): string {
  switch (status) {
    case 400:
      return 'Bad data provided';
    case 403:
      return 'Access denied';
    case 404:
      return 'Data not found';
    case 429:
      return 'Too many attempts. Please wait a minute and try again.';
    case 500:
    case 502:
    case 503:
      return 'Network error';
    default:
      return 'Could not complete request, please try again later';
  }
}

/** Login error texts by status and code; the field says where the text belongs. */
export function loginErrorText(status: number, message: string): { field?: 'email'; text: string } {
  if (status === 400 || status === 401) {
    return message === ErrorCode.wrongCredentials || message === ErrorCode.validationFailed || !message
      ? { field: 'email', text: 'Wrong email or password' }
      : { text: statusText(status) };
  }
  if (status === 403) {
    if (message === ErrorCode.notVerified)
      return { text: 'Your account is not verified. Please check your e-mail.' };
    if (message === ErrorCode.blocked)
      return { text: 'Your account is blocked. Please contact your administrator.' };
    if (message === ErrorCode.noPublications) {
      return { text: 'Your account is blocked because you are not assigned to any active publication.' };
    }
    return { text: 'Your account is not verified or is blocked.' };
  }
  if (status === 404) return { field: 'email', text: 'Email not registered' };
  if (status === 422 && message === ErrorCode.notActive) return { text: 'Account is not active' };
  return { text: statusText(status) };
}

/** Social sign-in failure texts by code, with a fallback for any other. */
export function oauthErrorText(code: string, signedInAs?: string): string {
  switch (code) {
    case ErrorCode.noPublications:
      return 'Social sign-in failed: your account is not assigned to any active publication.';
    case ErrorCode.accountBlocked:
    case ErrorCode.blocked:
      return 'Social sign-in failed: your account is blocked. Please contact your administrator.';
    case ErrorCode.sessionExists:
      return `You are signed in as ${signedInAs ?? 'another account'}. Sign out first, then sign in with single sign-on again.`;
    case ErrorCode.oauthBrowserMismatch:
      return 'Social sign-in failed: the sign-in link belongs to another browser. Please start again here.';
    case ErrorCode.tokenRequired:
    case ErrorCode.oauthNotConfigured:
      return 'Social sign-in failed: the identity provider is not configured correctly.';
    default:
      return 'Social sign-in failed. Please try again or sign in with your e-mail and password.';
  }
}

/** Access-denied window texts by key. */
export const ACCESS_DENIED_TEXTS: Record<string, string> = {
  session_expired: 'Your session has expired. Please sign in again.',
  no_publications: 'You are not assigned to any active publication.',
  already_published: 'This notice is already published and cannot be changed.',
  forbidden: 'You do not have permission to access this part of the site.',
};

export const PASSWORDS_MUST_MATCH = ValidationMessage.passwordsMustMatch;
export const CONSENT_REQUIRED = 'You must accept the terms of use and privacy policy.';
export const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';
