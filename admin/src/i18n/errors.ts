/** Texts for the API's error codes and statuses (spec §8); lookup goes code → status → fallback. */
export const serverErrors: Record<string, string> = {
  bad_request: 'Bad data provided',
  validation_failed: 'Bad data provided',
  unauthorized: 'Your session has expired, please sign in again',
  token_required: 'Please sign in to continue',
  session_expired: 'Your session has expired, please sign in again',
  forbidden: 'Access denied',
  not_found: 'Data not found',
  too_many_requests: 'Too many requests, please wait a moment',
  internal_error: 'Network error',
  email_not_unique: 'This e-mail is already taken',
  email_not_registered: 'Email not registered',
  wrong_email_or_password: 'Wrong email or password',
  not_active: 'Account is not active',
  not_verified: 'Account not verified, please check your e-mail',
  blocked: 'Account blocked, please contact your administrator',
  account_blocked: 'Account blocked, please contact your administrator',
  no_publications: 'Account blocked: not assigned to any active publication',
  user_not_yet_active: 'The user is not active yet and cannot be blocked',
  user_already_verified_or_blocked: 'User already verified or blocked',
  invalid_token: 'The link is not valid any more',
  old_password_does_not_match: "Old password doesn't match",
  password_policy: 'The password does not meet the password policy',
  passwords_must_match: 'Passwords must match',
  consent_required: 'You must accept the terms of use and the privacy policy',
  cannot_block_yourself: 'You cannot block yourself',
  role_not_allowed: 'You may not give this role',
  cannot_change_role_publication_admin: 'Cannot change the role of a user who is a publication admin',
  at_least_one_publication: 'At least one publication is required',
  cannot_delete_yourself: 'You cannot delete yourself',
  publication_has_notices: 'Notices are connected to this publication',
  notice_type_has_notices: 'Notices were created with this notice type',
  exactly_one_publication_admin: 'Exactly one publication admin is required',
  at_least_one_county: 'Choose at least one county',
  not_publication_manager: 'Only a publication manager can hold a publication permission',
  role_not_possible: 'This role is not possible in this publication',
  publishing_not_enabled: 'Publishing is not enabled for this publication',
  publication_not_assignable: 'This publication cannot be assigned',
  duplicate_publication: 'This publication is listed twice',
  duplicate_user: 'This user is listed twice',
  system_admin_only_field: 'Only a system admin can change this',
  user_not_exists_on_lc: 'The admin account must exist on the license console first',
  lc_error: 'The license console could not be reached',
  oauth_not_configured: 'Sign-in with the identity provider is not configured',
  oauth_failed: 'Sign-in with the identity provider failed',
};

export const httpErrors: Record<string, string> = {
  '400': 'Bad data provided',
  '401': 'Your session has expired, please sign in again',
  '403': 'Access denied',
  '404': 'Data not found',
  '500': 'Network error',
  fallback: 'Could not complete request, please try again later',
};

/** The i18n key that explains an API error: the specific code first, then the status, then a fallback. */
export function errorKey(status: number, code?: string): string {
  if (code && code in serverErrors) return `errors.server.${code}`;
  if (String(status) in httpErrors) return `errors.http.${status}`;
  return 'errors.http.fallback';
}
