import type { Identifier } from 'react-admin';
import type { ApiSchema } from '@notices/common';
import type { ApiKey, GeneratedApiKey } from '../apiKeys/types';
import type { SavedSearch } from '../savedSearches/types';
import { forForm } from './formErrors';
import { fileClient, httpClient, jsonBody, type ApiFile } from './httpClient';
import { cachedSession, setSession } from './session';

const call = <T>(path: string, init: RequestInit = {}) =>
  httpClient<T>(path, init).then((data) => ({ data }));

export type ReportFormat = 'pdf' | 'csv';

/** Named calls of the settings, API key, billing and saved-search screens (docs/api-settings-billing.md, api-search.md). */
export interface SettingsCalls {
  /** GET auth/api_key: the caller's own key; 404 when there is none. */
  getOwnApiKey(): Promise<{ data: ApiKey }>;
  /** POST auth/api_key: generates or regenerates; the old pair stops working at once. */
  /** POST auth/api_key; `replace`: the client id of the key shown, for a deliberate regeneration. */
  generateOwnApiKey(replace?: string): Promise<{ data: GeneratedApiKey }>;
  deleteOwnApiKey(): Promise<{ data: null }>;
  /** POST admin/api_keys { userId }: an API user's key (SYSTEM_ADMIN). */
  generateApiUserKey(userId: Identifier, replace?: string): Promise<{ data: GeneratedApiKey }>;
  generateBillingReports(
    body: ApiSchema<'GenerateBillingReportsDto'>,
  ): Promise<{ data: ApiSchema<'GenerationResultDto'> }>;
  /** GET admin/billingreports/{id}/pdf|csv as a Blob. */
  billingReportFile(id: Identifier, format: ReportFormat): Promise<ApiFile>;
  updateSavedSearchStatus(id: Identifier, enabled: boolean): Promise<{ data: SavedSearch }>;
  /** POST admin/systemsettings { emergencyNoticeTypeId }: the Emergency button's notice type, or null. */
  updateEmergencyNoticeType(id: number | null): Promise<{ data: ApiSchema<'SessionSettingsDto'> }>;
  /** GET systemsettings: what the public site uses (EMERGENCY_NOTICE_TYPE_ID overriding the choice). */
  publicSettings(): Promise<{ data: ApiSchema<'PublicSettingsDto'> }>;
}

export const settingsCalls: SettingsCalls = {
  getOwnApiKey: () => call<ApiKey>('/auth/api_key'),
  generateOwnApiKey: (replace) =>
    call<GeneratedApiKey>('/auth/api_key', { method: 'POST', body: jsonBody(replace ? { replace } : {}) }),
  deleteOwnApiKey: () => httpClient('/auth/api_key', { method: 'DELETE' }).then(() => ({ data: null })),
  generateApiUserKey: (userId, replace) =>
    call<GeneratedApiKey>('/admin/api_keys', {
      method: 'POST',
      body: jsonBody({
        userId: typeof userId === 'string' ? Number(userId) : userId,
        ...(replace ? { replace } : {}),
      }),
    }),
  generateBillingReports: (body) =>
    call<ApiSchema<'GenerationResultDto'>>('/admin/billingreports/generate', {
      method: 'POST',
      body: jsonBody(body),
    }),
  billingReportFile: (id, format) =>
    fileClient(`/admin/billingreports/${encodeURIComponent(String(id))}/${format}`),
  async updateEmergencyNoticeType(id) {
    const body = { emergencyNoticeTypeId: id };
    const data = await httpClient<ApiSchema<'SessionSettingsDto'>>('/admin/systemsettings', {
      method: 'POST',
      body: jsonBody(body),
    }).catch(forForm('systemsettings', body));
    const session = cachedSession();
    if (session) setSession({ ...session, systemSettings: { ...session.systemSettings, ...data } });
    return { data };
  },
  publicSettings: () => call<ApiSchema<'PublicSettingsDto'>>('/systemsettings'),
  updateSavedSearchStatus: (id, enabled) =>
    call<SavedSearch>(`/savedsearches/${encodeURIComponent(String(id))}/status`, {
      method: 'PUT',
      body: jsonBody({ enabled }),
    }),
};
