/**
 * Error codes the API returns in `message` (and per field in `errors`), from the specs' §8.
 * Front ends translate them; the API never sends prose for a known situation.
 */
export const ErrorCode = {
  badRequest: 'bad_request',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
  tokenRequired: 'token_required',
  sessionExpired: 'session_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  tooManyRequests: 'too_many_requests',
  internal: 'internal_error',
  // accounts
  emailNotUnique: 'email_not_unique',
  emailNotRegistered: 'email_not_registered',
  wrongCredentials: 'wrong_email_or_password',
  notActive: 'not_active',
  notVerified: 'not_verified',
  blocked: 'blocked',
  accountBlocked: 'account_blocked',
  noPublications: 'no_publications',
  userNotYetActive: 'user_not_yet_active',
  alreadyVerified: 'user_already_verified_or_blocked',
  invalidToken: 'invalid_token',
  oldPasswordMismatch: 'old_password_does_not_match',
  passwordPolicy: 'password_policy',
  passwordsMustMatch: 'passwords_must_match',
  consentRequired: 'consent_required',
  cannotBlockSelf: 'cannot_block_yourself',
  cannotDeleteSelf: 'cannot_delete_yourself',
  roleNotAllowed: 'role_not_allowed',
  cannotChangeRoleOfPublicationAdmin: 'cannot_change_role_publication_admin',
  atLeastOnePublication: 'at_least_one_publication',
  oauthNotConfigured: 'oauth_not_configured',
  oauthFailed: 'oauth_failed',
  // notices and publications (second spec)
  publicationDatesInvalid: 'publication_dates_invalid',
  alreadyPublished: 'already_published',
  publicationHasNotices: 'publication_has_notices',
  noticeTypeHasNotices: 'notice_type_has_notices',
  exactlyOnePublicationAdmin: 'exactly_one_publication_admin',
  atLeastOneCounty: 'at_least_one_county',
  notPublicationManager: 'not_publication_manager',
  roleNotPossible: 'role_not_possible',
  publishingNotEnabled: 'publishing_not_enabled',
  publicationNotAssignable: 'publication_not_assignable',
  duplicatePublication: 'duplicate_publication',
  duplicateUser: 'duplicate_user',
  adminOnlyField: 'system_admin_only_field',
  // Outside license console (docs/decisions/004-license-console.md): no integration yet.
  userNotExistsOnLc: 'user_not_exists_on_lc',
  lcError: 'lc_error',
  moreSpecificSearchRequired: 'more_specific_search_required',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Field-level validation messages shown under inputs (spec §5 wording). */
export const ValidationMessage = {
  tooLong: 'Value cannot be longer than 255 characters',
  blank: 'Field cannot be blank',
  invalidEmail: 'Email is not valid',
  invalidPhone: 'Phone is not valid',
  invalidFax: 'Fax is not valid',
  invalidUrl: 'URL is not valid',
  passwordsMustMatch: 'Passwords must match',
  pastDate: 'Cannot set past date',
  currentDate: 'Cannot set current date',
} as const;
