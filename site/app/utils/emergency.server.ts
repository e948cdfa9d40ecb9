import { emergencyHref } from './display';
import { apiSend, type Session } from './api.server';

const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The Emergency button's search, or null for no button. EMERGENCY_NOTICE_TYPE_ID overrides the
 * System settings choice (`emergencyNoticeTypeId`), which signed-in visitors get with their session
 * and everyone else from GET systemsettings/public.
 */
export async function emergencyLink(request: Request, session: Session | null): Promise<string | null> {
  const override = positiveId(process.env.EMERGENCY_NOTICE_TYPE_ID);
  if (override) return emergencyHref(override);
  let setting: unknown = session?.systemSettings.emergencyNoticeTypeId;
  if (!session) {
    const response = await apiSend(request, 'GET', '/systemsettings/public');
    const body = response.ok
      ? ((await response.json().catch(() => null)) as Record<string, unknown> | null)
      : null;
    setting = body?.emergencyNoticeTypeId;
  }
  const id = positiveId(setting);
  return id ? emergencyHref(id) : null;
}
