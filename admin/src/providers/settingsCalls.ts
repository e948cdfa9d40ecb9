import type { Identifier } from 'react-admin';
import type { ApiRequestBody } from '@notices/common';
import { forForm } from './formErrors';
import { ANY_TYPE, answer, api, file, ok } from './api';
import { cachedSession, setSession } from './session';

export type ReportFormat = 'pdf' | 'csv';

/**
 * Named calls of the settings, API key, billing and saved-search screens
 * (docs/api-settings-billing.md, api-search.md), typed by the API contract.
 */
export const settingsCalls = {
  /** GET auth/api_key: the caller's own key; 404 when there is none. */
  getOwnApiKey: () => answer(api.GET('/api/v1/auth/api_key')),
  /** POST auth/api_key; `replace`: the client id of the key shown, for a deliberate regeneration (the old pair stops working at once). */
  generateOwnApiKey: (replace?: string) =>
    answer(api.POST('/api/v1/auth/api_key', { body: replace ? { replace } : {} })),
  deleteOwnApiKey: () => ok(api.DELETE('/api/v1/auth/api_key')).then(() => ({ data: null })),
  /** POST admin/api_keys { userId }: an API user's key (SYSTEM_ADMIN). */
  generateApiUserKey: (userId: Identifier, replace?: string) =>
    answer(
      api.POST('/api/v1/admin/api_keys', {
        body: { userId: Number(userId), ...(replace ? { replace } : {}) },
      }),
    ),
  generateBillingReports: (body: ApiRequestBody<'BillingReports_generate'>) =>
    answer(api.POST('/api/v1/admin/billingreports/generate', { body })),
  /** GET admin/billingreports/{id}/pdf|csv as a Blob. */
  billingReportFile: (id: Identifier, format: ReportFormat) =>
    file(
      api.GET(`/api/v1/admin/billingreports/{id}/${format}`, {
        params: { path: { id: Number(id) } },
        parseAs: 'blob',
        headers: ANY_TYPE,
      }),
    ),
  /** POST admin/systemsettings { emergencyNoticeTypeId }: the Emergency button's notice type, or null. */
  async updateEmergencyNoticeType(id: number | null) {
    const body = { emergencyNoticeTypeId: id };
    const data = await ok(api.POST('/api/v1/admin/systemsettings', { body })).catch(
      forForm('systemsettings', body),
    );
    const session = cachedSession();
    if (session) setSession({ ...session, systemSettings: { ...session.systemSettings, ...data } });
    return { data };
  },
  /** GET systemsettings: what the public site uses (EMERGENCY_NOTICE_TYPE_ID overriding the choice). */
  publicSettings: () => answer(api.GET('/api/v1/systemsettings')),
  updateSavedSearchStatus: (id: Identifier, enabled: boolean) =>
    answer(
      api.PUT('/api/v1/savedsearches/{id}/status', {
        params: { path: { id: Number(id) } },
        body: { enabled },
      }),
    ),
};
