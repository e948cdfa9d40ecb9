import type { ApiSchema } from '@notices/common';

/** GET auth/api_key: the caller's key (the secret is never shown again). */
export type ApiKey = ApiSchema<'ApiKeyDto'>;

/** POST auth/api_key (without userId) and POST admin/api_keys: the new pair; the secret is shown once. */
export type GeneratedApiKey = ApiSchema<'GeneratedApiKeyDto'> & Partial<ApiSchema<'AdminGeneratedApiKeyDto'>>;

/** A row of GET admin/api_keys: one per API_USER (id is the user id). */
export type ApiUserKey = ApiSchema<'ApiUserKeyRowDto'>;
