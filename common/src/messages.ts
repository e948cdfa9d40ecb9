/** The error codes the product specs name (accounts and users; notices, publications and billing). */
const SPEC_ERROR_CODES = {
  // accounts and users: login, identity-provider login, register, users, public search
  notVerified: 'not_verified',
  noPublications: 'no_publications',
  blocked: 'blocked',
  accountBlocked: 'account_blocked',
  /** "401 token required" of the identity-provider login. */
  tokenRequired: 'token_required',
  notActive: 'not_active',
  emailNotUnique: 'email_not_unique',
  userNotYetActive: 'user_not_yet_active',
  moreSpecificSearchRequired: 'more_specific_search_required',
  /** Named for the public search; our PostgreSQL search fails as 500 internal_error, so nothing sends it yet. */
  searchEngineError: 'elastic_search_error',
  // notices, publications and billing
  publicationDatesInvalid: 'publication_dates_invalid',
  alreadyPublished: 'already_published',
  publicationHasNotices: 'publication_has_notices',
  // the outside license console (docs/decisions/004-license-console.md): no integration yet
  userNotExistsOnLc: 'user_not_exists_on_lc',
  lcError: 'lc_error',
} as const;

/**
 * Our additions to the specs' codes, each listed in docs/api.md ("Error codes") with its status and
 * meaning (a common test checks the list).
 */
const ADDED_ERROR_CODES = {
  badRequest: 'bad_request',
  bodyTooDeep: 'body_too_deep',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
  sessionExpired: 'session_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  tooManyRequests: 'too_many_requests',
  certificatePending: 'certificate_pending',
  internal: 'internal_error',
  // accounts
  emailNotRegistered: 'email_not_registered',
  wrongCredentials: 'wrong_email_or_password',
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
  /** The one-time code of social sign-in came to a browser that did not start the flow. */
  oauthBrowserMismatch: 'oauth_browser_mismatch',
  /** Social sign-in as someone else while this browser holds a session: asked, never swapped silently. */
  sessionExists: 'session_exists',
  /** A change made with the session cookie from a page of another origin. */
  crossOriginRequest: 'cross_origin_request',
  // notices and publications (second spec)
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
  // notices lifecycle (docs/api-notices.md)
  noPublishPermission: 'no_publish_permission',
  newVersionRequired: 'new_version_required',
  noticeHasNextVersion: 'notice_has_next_version',
  noticeNotDraft: 'notice_not_draft',
  noticeIsDraft: 'notice_is_draft',
  noticeCannotBeDeleted: 'notice_cannot_be_deleted',
  dateCannotBeCanceled: 'date_cannot_be_canceled',
  nothingToCancel: 'nothing_to_cancel',
  addDateNotAllowed: 'add_date_not_allowed',
  freeNotAllowed: 'free_not_allowed',
  publicationNotAvailable: 'publication_not_available',
  // notice attachments
  attachmentLimit: 'attachment_limit',
  attachmentType: 'attachment_type',
  attachmentTooLarge: 'attachment_too_large',
  attachmentTypeMismatch: 'attachment_type_mismatch',
  attachmentNotUploaded: 'attachment_not_uploaded',
  attachmentSizeMismatch: 'attachment_size_mismatch',
  attachmentAlreadyUploaded: 'attachment_already_uploaded',
  unreadableFile: 'unreadable_file',
  // API keys and the client-credentials grant (RFC 6749 §5.2 codes, also in `error`)
  invalidClient: 'invalid_client',
  apiKeyExists: 'api_key_exists',
  invalidRequest: 'invalid_request',
  unsupportedGrantType: 'unsupported_grant_type',
  // billing reports
  tooManyNotices: 'too_many_notices',
  periodNotEnded: 'period_not_ended',
  // the signed upload URLs of local file storage
  invalidSignature: 'invalid_signature',
  uploadContentTypeMismatch: 'content_type_mismatch',
  uploadFailed: 'upload_failed',
  // statuses without a more specific code (the API's error filter)
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  unprocessableEntity: 'unprocessable_entity',
  // GET /health while the database does not answer
  databaseUnavailable: 'database_unavailable',
} as const;

/**
 * Error codes the API returns in `message` (and per field in `errors`): the specs' and ours.
 * Front ends translate them; the API never sends prose for a known situation.
 */
export const ErrorCode = { ...SPEC_ERROR_CODES, ...ADDED_ERROR_CODES } as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes the specs name, and our additions (docs/api.md documents each addition). */
export const SPEC_ERROR_CODE_VALUES: readonly ErrorCode[] = Object.values(SPEC_ERROR_CODES);
export const ADDED_ERROR_CODE_VALUES: readonly ErrorCode[] = Object.values(ADDED_ERROR_CODES);

/** Field-level validation messages shown under inputs. */
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
