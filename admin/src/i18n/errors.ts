import type { ErrorCode } from '@notices/common';

/**
 * Texts for the API's error codes and statuses; lookup goes code → status → fallback.
 * Typed by ErrorCode so a new code cannot reach staff as "Could not complete request".
 */
const texts = {
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
  oauth_browser_mismatch: 'The sign-in link belongs to another browser: start the sign-in again here',
  session_exists: 'You are still signed in with your account',
  cross_origin_request: 'This change was refused because it did not come from this site',
  publication_dates_invalid: 'The publication dates are not valid',
  already_published: 'The notice is already published: save it as a new version',
  new_version_required: 'These changes need a new version of the notice',
  notice_has_next_version: 'A newer version of this notice exists: only the latest can be changed',
  attachment_limit: 'One content file and at most 3 public attachments',
  attachment_type: 'This file type is not allowed',
  attachment_too_large: 'The file is too large',
  attachment_type_mismatch: 'The file content does not match its type',
  phone_required: 'Add a phone number to your profile to get text notifications',
  too_many_notices: 'Too many notices for a PDF: download the CSV instead',
  api_key_exists:
    'The key was generated or replaced a moment ago (a second click?): the key shown is the current one',
  from_after_to: 'From must not be after To',
  more_specific_search_required: 'Please make the search more specific',
  no_publish_permission: 'You have no permission to publish notices of this publication',
  notice_not_draft: 'Only a draft can be changed this way',
  notice_is_draft: 'The notice is still a draft',
  notice_cannot_be_deleted: 'This notice cannot be deleted',
  date_cannot_be_canceled: 'This publication date cannot be canceled',
  nothing_to_cancel: 'There is nothing to cancel',
  add_date_not_allowed: 'A date cannot be added to this notice',
  free_not_allowed: 'Free notices are not allowed for this publication',
  publication_not_available: 'This publication is not available to you',
  attachment_not_uploaded: 'The file was not uploaded completely',
  unreadable_file: 'The file cannot be read',
  invalid_client: 'The API key is not valid',
  invalid_request: 'The request is not valid',
  unsupported_grant_type: 'This grant type is not supported',
  body_too_deep: 'The request is nested too deeply',
  payload_too_large: 'The request is too large',
  unsupported_media_type: 'This kind of request body is not accepted',
  attachment_size_mismatch:
    'The uploaded file does not have the size that was announced; please upload it again',
  attachment_already_uploaded:
    'This file was already uploaded and cannot be replaced; add it as a new file instead',
  period_not_ended: 'The billing period has not ended yet: reports can be generated once it is over',
  elastic_search_error: 'The search could not answer. Please try again later',
  invalid_signature: 'The upload link is not valid any more: add the file again',
  content_type_mismatch: 'The file was sent with another type than announced: add it again',
  upload_failed: 'The file could not be uploaded: please try again',
  method_not_allowed: 'This action is not available here',
  conflict: 'This value was just taken by another request: reload and try again',
  unprocessable_entity: 'The request could not be carried out',
  database_unavailable: 'The service is not available: please try again later',
  certificate_pending: 'The certificate is being made: please try again in a few seconds',
};
// Fails to compile when a code of ErrorCode has no text.
const everyCode: Record<ErrorCode, string> = texts;
export const serverErrors: Record<string, string> = everyCode;

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
