import type { Identifier } from 'react-admin';
import type { PaymentPeriod } from '@notices/common';
import type { ApiKey, GeneratedApiKey } from '../apiKeys/types';
import type { SavedSearch } from '../savedSearches/types';
import { API_URL, httpClient, jsonBody } from './httpClient';

const call = <T>(path: string, init: RequestInit = {}) =>
  httpClient<T>(path, init).then((data) => ({ data }));

export type ReportFormat = 'pdf' | 'csv';

/** Named calls of the settings, API key, billing and saved-search screens (docs/api-settings-billing.md, api-search.md). */
export interface SettingsCalls {
  /** GET auth/api_key: the caller's own key; 404 when there is none. */
  getOwnApiKey(): Promise<{ data: ApiKey }>;
  /** POST auth/api_key: generates or regenerates; the old pair stops working at once. */
  generateOwnApiKey(): Promise<{ data: GeneratedApiKey }>;
  deleteOwnApiKey(): Promise<{ data: null }>;
  /** POST admin/api_keys { userId }: an API user's key (SYSTEM_ADMIN). */
  generateApiUserKey(userId: Identifier): Promise<{ data: GeneratedApiKey }>;
  generateBillingReports(body: {
    paymentPeriod: PaymentPeriod;
    day: string;
  }): Promise<{ data: { created: number; existing: number } }>;
  /** GET admin/billingreports/{id}/pdf|csv as a Blob (binary, so not through httpClient's JSON reading). */
  billingReportFile(id: Identifier, format: ReportFormat): Promise<{ data: Blob }>;
  updateSavedSearchStatus(id: Identifier, enabled: boolean): Promise<{ data: SavedSearch }>;
}

export const settingsCalls: SettingsCalls = {
  getOwnApiKey: () => call<ApiKey>('/auth/api_key'),
  generateOwnApiKey: () => call<GeneratedApiKey>('/auth/api_key', { method: 'POST' }),
  deleteOwnApiKey: () => httpClient('/auth/api_key', { method: 'DELETE' }).then(() => ({ data: null })),
  generateApiUserKey: (userId) =>
    call<GeneratedApiKey>('/admin/api_keys', {
      method: 'POST',
      body: jsonBody({ userId: typeof userId === 'string' ? Number(userId) : userId }),
    }),
  generateBillingReports: (body) =>
    call<{ created: number; existing: number }>('/admin/billingreports/generate', {
      method: 'POST',
      body: jsonBody(body),
    }),
  async billingReportFile(id, format) {
    const path = `${API_URL}/admin/billingreports/${encodeURIComponent(String(id))}/${format}`;
    const response = await fetch(path, { credentials: 'include' });
    if (!response.ok) throw new Error(`Report ${format} failed with status ${response.status}`);
    return { data: await response.blob() };
  },
  updateSavedSearchStatus: (id, enabled) =>
    call<SavedSearch>(`/savedsearches/${encodeURIComponent(String(id))}/status`, {
      method: 'PUT',
      body: jsonBody({ enabled }),
    }),
};
