import { emergencyHref } from './display';
import { apiSend } from './api.server';

const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The Emergency button's search, or null for no button. The API answers the effective choice:
 * EMERGENCY_NOTICE_TYPE_ID when set, else the notice type chosen in System settings.
 */
export async function emergencyLink(request: Request): Promise<string | null> {
  const response = await apiSend(request, 'GET', '/systemsettings');
  const body = response.ok
    ? ((await response.json().catch(() => null)) as Record<string, unknown> | null)
    : null;
  const id = positiveId(body?.emergencyNoticeTypeId);
  return id ? emergencyHref(id) : null;
}
