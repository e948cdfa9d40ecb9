import { redirect, redirectDocument } from '@remix-run/node';
import { ErrorCode, toApiError, ValidationMessage } from '@notices/common';
import { apiFor, forwardCookies } from './api.server';
import { failure, type FormResult } from './form-result';
import { homeHref, STAY_KEY } from './home-url';
import { loginErrorText, statusText } from './messages';
import { emailError, field, requiredTextError } from './validation';

export const RESEND_INVALID_EMAIL = 'Invalid email';

/**
 * POST auth/login; success hands the session cookie to the browser. A visitor who opened the window
 * over a search goes back to it (a client navigation, so the selection stays); the `/login` route
 * itself opens the back office, which lands by permission.
 */
export async function login(request: Request, form: FormData): Promise<Response | FormResult> {
  const email = field(form, 'email').trim();
  const password = field(form, 'password');
  const fieldErrors: Record<string, string> = {};
  const badEmail = emailError(email);
  if (badEmail) fieldErrors.email = badEmail;
  if (!password) fieldErrors.password = ValidationMessage.blank;
  if (Object.keys(fieldErrors).length) return failure('login', { fieldErrors, values: { email } });

  const { error: failed, response } = await apiFor(request).POST('/api/v1/auth/login', {
    body: { email, password },
  });
  if (response.ok) {
    const url = new URL(request.url);
    if (url.searchParams.get(STAY_KEY))
      return redirect(homeHref(url.search), { headers: forwardCookies(response) });
    return redirectDocument('/admin/', { headers: forwardCookies(response) });
  }
  const error = toApiError(response.status, failed);
  const { field: target, text } = loginErrorText(error.status, error.message);
  const values = { email };
  return target
    ? failure('login', { fieldErrors: { [target]: text }, code: error.message, values })
    : failure('login', { formError: text, code: error.message, values });
}

/**
 * POST auth/forget_password; not_active (not verified yet) lets the window offer the resend form; a
 * blocked account hears what sign-in says (contact your administrator), with no resend offer.
 */
export async function forgotPassword(request: Request, form: FormData): Promise<FormResult> {
  const email = field(form, 'email').trim();
  const badEmail = emailError(email);
  if (badEmail) return failure('forget', { fieldErrors: { email: badEmail }, values: { email } });
  const { error: failed, response } = await apiFor(request).POST('/api/v1/auth/forget_password', {
    body: { email },
  });
  if (response.ok) return { intent: 'forget', ok: true };
  const error = toApiError(response.status, failed);
  const values = { email };
  if (error.status === 404)
    return failure('forget', { fieldErrors: { email: 'Email not registered' }, values });
  if (error.status === 403) {
    const { text } = loginErrorText(error.status, error.message);
    return failure('forget', { formError: text, code: error.message, values });
  }
  if (error.message === ErrorCode.notActive) {
    const formError = 'Your account is not active yet. Activate it first.';
    return failure('forget', { formError, code: ErrorCode.notActive, values });
  }
  return failure('forget', { formError: statusText(error.status), values });
}

/** POST auth/resend_verification_email. */
export async function resendVerification(request: Request, form: FormData): Promise<FormResult> {
  const email = field(form, 'email').trim();
  const badEmail = emailError(email, RESEND_INVALID_EMAIL);
  if (badEmail) return failure('resend_email', { fieldErrors: { email: badEmail }, values: { email } });
  const { error: failed, response } = await apiFor(request).POST('/api/v1/auth/resend_verification_email', {
    body: { email },
  });
  if (response.ok) return { intent: 'resend_email', ok: true };
  const error = toApiError(response.status, failed);
  const values = { email };
  if (error.status === 404)
    return failure('resend_email', { fieldErrors: { email: 'Email not registered' }, values });
  if (error.status === 422)
    return failure('resend_email', { formError: 'User already verified or blocked', values });
  return failure('resend_email', { formError: statusText(error.status), values });
}

/** POST auth/register; the API mails the activation link. */
export async function register(request: Request, form: FormData): Promise<FormResult> {
  const email = field(form, 'email').trim();
  const givenName = field(form, 'givenName').trim();
  const familyName = field(form, 'familyName').trim();
  const fieldErrors: Record<string, string> = {};
  const checks = { email: emailError(email), givenName: requiredTextError(givenName) };
  const familyError = requiredTextError(familyName);
  for (const [name, message] of Object.entries({ ...checks, familyName: familyError })) {
    if (message) fieldErrors[name] = message;
  }
  const values = { email, givenName, familyName };
  if (Object.keys(fieldErrors).length) return failure('register', { fieldErrors, values });

  const fullName = `${givenName} ${familyName}`;
  const { error: failed, response } = await apiFor(request).POST('/api/v1/auth/register', {
    body: { email, givenName, familyName, fullName },
  });
  if (response.ok) return { intent: 'register', ok: true };
  const error = toApiError(response.status, failed);
  if (error.message === ErrorCode.emailNotUnique || error.errors.email === ErrorCode.emailNotUnique) {
    return failure('register', { fieldErrors: { email: 'This e-mail is already taken' }, values });
  }
  const apiFieldErrors = Object.keys(error.errors).length ? error.errors : undefined;
  return failure('register', { formError: statusText(error.status), fieldErrors: apiFieldErrors, values });
}
