import type { ApiSchema } from '@notices/common';

type EntityType = ApiSchema<'AuditEntryDto'>['entityType'];

/** Entity types of the audit log → the admin resource whose field labels name their fields. */
export const FIELD_RESOURCES: Record<EntityType, string | undefined> = {
  user: 'users',
  publication: 'publications',
  noticeType: 'noticetypes',
  notice: 'notices',
  systemSettings: undefined,
  apiKey: 'api_keys',
  billingReport: 'billingreports',
};

/** Entity types → the admin resource with a summary page to link to. */
export const ENTITY_RESOURCES: Partial<Record<EntityType, string>> = {
  user: 'users',
  publication: 'publications',
  noticeType: 'noticetypes',
  notice: 'notices',
};

export const ENTITY_TYPES = Object.keys(FIELD_RESOURCES) as EntityType[];
export { AUDIT_ACTIONS } from '@notices/common';
