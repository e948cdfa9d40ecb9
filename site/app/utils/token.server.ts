import {
  checkPassword,
  ErrorCode,
  PASSWORD_POLICY_TEXT,
  toApiError,
  type AuthTokenKind,
} from '@notices/common';
import { apiFor } from './api.server';
import { failure, type FormResult } from './form-result';
import { CONSENT_REQUIRED, INVALID_LINK, PASSWORDS_MUST_MATCH, statusText } from './messages';
import { field } from './validation';

/** GET auth/check_auth_token: whether an e-mailed link still works. */
export async function checkAuthToken(request: Request, token: string, kind: AuthTokenKind) {
  // A proxy's page instead of the answer (no JSON) reads as an invalid link, not a crash.
  const answer = await apiFor(request)
    .GET('/api/v1/auth/check_auth_token/{token}', { params: { path: { token }, query: { kind } } })
    .catch(() => null);
  if (!answer) return { valid: false, reachable: true };
  const { data, response } = answer;
  if (!data) return { valid: false, reachable: response.status !== 503 };
  return { valid: data.valid, reachable: true, email: data.email };
}

const FIELD_TEXTS: Record<string, string> = {
  [ErrorCode.passwordPolicy]: PASSWORD_POLICY_TEXT,
  [ErrorCode.passwordsMustMatch]: PASSWORDS_MUST_MATCH,
  [ErrorCode.consentRequired]: CONSENT_REQUIRED,
};

/**
 * PUT auth/set_first_password (the activation link: with consent) or auth/reset_password (the reset
 * link); 400 answers land on their fields.
 */
export async function submitNewPassword(
  request: Request,
  token: string,
  form: FormData,
  withConsent: boolean,
): Promise<FormResult> {
  const password = field(form, 'password');
  const confirmPassword = field(form, 'confirmPassword');
  const consent = field(form, 'consent') === 'on';
  const fieldErrors: Record<string, string> = {};
  if (!checkPassword(password).valid) fieldErrors.password = PASSWORD_POLICY_TEXT;
  if (password !== confirmPassword) fieldErrors.confirmPassword = PASSWORDS_MUST_MATCH;
  if (withConsent && !consent) fieldErrors.consent = CONSENT_REQUIRED;
  if (Object.keys(fieldErrors).length) return failure('password', { fieldErrors });

  const api = apiFor(request);
  const params = { path: { token } };
  const { error: failed, response } = withConsent
    ? await api.PUT('/api/v1/auth/set_first_password/{token}', {
        params,
        body: { password, confirmPassword, consent },
      })
    : await api.PUT('/api/v1/auth/reset_password/{token}', { params, body: { password, confirmPassword } });
  if (response.ok) return { intent: 'password', ok: true };
  const error = toApiError(response.status, failed);
  if (error.message === ErrorCode.invalidToken) return failure('password', { formError: INVALID_LINK });
  const apiErrors = Object.fromEntries(
    Object.entries(error.errors).map(([name, text]) => [
      name,
      FIELD_TEXTS[text] ?? FIELD_TEXTS[error.message] ?? text,
    ]),
  );
  if (error.status === 400 && Object.keys(apiErrors).length)
    return failure('password', { fieldErrors: apiErrors });
  return failure('password', { formError: statusText(error.status) });
}
