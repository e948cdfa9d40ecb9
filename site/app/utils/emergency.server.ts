import type { AppLoadContext } from '@remix-run/node';
import { emergencyHref } from './display';
import { readSiteData } from './site-data.server';

const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The Emergency button's search, or null for no button. The API answers the effective choice:
 * EMERGENCY_NOTICE_TYPE_ID when set, else the notice type chosen in System settings.
 */
export async function emergencyLink(request: Request, context?: AppLoadContext): Promise<string | null> {
  const body = (await readSiteData(request, context, 'publicSettings')) as Record<string, unknown> | null;
  const id = positiveId(body?.emergencyNoticeTypeId);
  return id ? emergencyHref(id) : null;
}
