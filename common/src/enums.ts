/** System roles: one per user. */
export const SYSTEM_ROLES = ['SYSTEM_ADMIN', 'PUBLICATION_MANAGER', 'API_USER', 'PUBLIC_USER'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

/** Each value by its own name, so code that needs a role value names it instead of spelling it. */
const byName = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T]: K };

/** Role values for defaults and query filters (`SystemRoles.API_USER`); decisions go through permissions.ts. */
export const SystemRoles = byName(SYSTEM_ROLES);

/** Roles a publication manager holds inside one publication. */
export const PUBLICATION_ROLES = ['PUBLICATION_ADMIN', 'PUBLICATION_USER'] as const;
export type PublicationRole = (typeof PUBLICATION_ROLES)[number];
export const PublicationRoles = byName(PUBLICATION_ROLES);

export const USER_STATUSES = ['not_verified', 'active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

export const NOTICE_STATUSES = ['D', 'S', 'P', 'C'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const SUBMISSION_TYPES = ['api', 'normal'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const PAYMENT_METHODS = ['CC', 'MANUAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PERIODS = ['WEEK', 'MONTH'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];

/** Every field type valid in data; the editor offers only EDITABLE_FIELD_TYPES. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'file',
  'publication',
  'county',
  'dateRange',
  'address',
  'date',
  'dateTime',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const EDITABLE_FIELD_TYPES: readonly FieldType[] = ['text', 'date', 'dateTime', 'address'];

export const DATE_RANGE_PRESETS = ['td', 'tw', 'lw', 'tm', 'lm', 'tq', 'lq', 'ty', 'ly'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export const AUTH_TOKEN_KINDS = ['resetPassword', 'activation'] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];

export const ROLE_LABELS: Record<SystemRole, string> = {
  SYSTEM_ADMIN: 'System Admin',
  PUBLICATION_MANAGER: 'Publication Manager',
  API_USER: 'API User',
  PUBLIC_USER: 'Public User',
};

/** Readable labels for the search's date range presets. */
export const DATE_RANGE_LABELS: Record<DateRangePreset, string> = {
  td: 'Today',
  tw: 'This week',
  lw: 'Last week',
  tm: 'This month',
  lm: 'Last month',
  tq: 'This quarter',
  lq: 'Last quarter',
  ty: 'This year',
  ly: 'Last year',
};

/** What the audit log records: the records it covers and the actions on them (API and admin filters). */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'publication',
  'noticeType',
  'notice',
  'systemSettings',
  'apiKey',
  'billingReport',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'permissions',
  'block',
  'unblock',
  'activate',
  'reset_password',
  'clone',
  'publish',
  'cancel',
  'add_date',
  'new_version',
  'attach',
  'detach',
  'generate',
  // Written by the system when a user's failed sign-ins pass the account's cap (ADR 020).
  'under_attack',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
