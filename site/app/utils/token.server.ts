import {
  checkPassword,
  ErrorCode,
  PASSWORD_POLICY_TEXT,
  type ApiSchema,
  type AuthTokenKind,
} from '@notices/common';
import { apiSend, readApiError } from './api.server';
import { failure, type FormResult } from './form-result';
import { CONSENT_REQUIRED, INVALID_LINK, PASSWORDS_MUST_MATCH, statusText } from './messages';
import { field } from './validation';

/** GET auth/check_auth_token: whether an e-mailed link still works. */
export async function checkAuthToken(request: Request, token: string, kind: AuthTokenKind) {
  const path = `/auth/check_auth_token/${encodeURIComponent(token)}?kind=${kind}`;
  const response = await apiSend(request, 'GET', path);
  if (!response.ok) return { valid: false, reachable: response.status !== 503 };
  // Read defensively: a proxy's page or an empty body must read as an invalid link, not throw.
  const body = (await response.json().catch(() => ({}))) as Partial<ApiSchema<'CheckTokenAnswerDto'>>;
  return {
    valid: body.valid === true,
    reachable: true,
    email: typeof body.email === 'string' ? body.email : null,
  };
}

const FIELD_TEXTS: Record<string, string> = {
  [ErrorCode.passwordPolicy]: PASSWORD_POLICY_TEXT,
  [ErrorCode.passwordsMustMatch]: PASSWORDS_MUST_MATCH,
  [ErrorCode.consentRequired]: CONSENT_REQUIRED,
};

/** PUT auth/set_first_password or auth/reset_password; 400 answers land on their fields. */
export async function submitNewPassword(
  request: Request,
  path: string,
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

  const body = withConsent ? { password, confirmPassword, consent } : { password, confirmPassword };
  const response = await apiSend(request, 'PUT', path, body);
  if (response.ok) return { intent: 'password', ok: true };
  const error = await readApiError(response);
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
