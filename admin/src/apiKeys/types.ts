/** GET auth/api_key: the caller's key (the secret is never shown again). */
export interface ApiKey {
  id: string;
  createdAt: string;
  lastUsedAt?: string | null;
}

/** POST auth/api_key and POST admin/api_keys: the new pair; the secret is shown once. */
export interface GeneratedApiKey {
  id: string;
  secret: string;
  createdAt: string;
  userId?: number;
}

/** A row of GET admin/api_keys: one per API_USER (id is the user id). */
export interface ApiUserKey {
  id: number;
  userEmail: string;
  userFullName: string;
  clientId: string | null;
  createdAt: string | null;
  lastUsedAt: string | null;
}
