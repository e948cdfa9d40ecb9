import { addDays, canDisableCharging, detroitDay } from '@notices/common';
import { cachedSession } from '../providers/session';
import type { User } from '../types';
import type { PublicationDate, SystemSettings } from './types';

/**
 * The date switches of the session answer (`systemSettings`). The session is loaded before any page
 * renders (requireAuth), and POST admin/systemsettings keeps it current.
 */
export function useDateSettings(): SystemSettings {
  const settings = cachedSession()?.systemSettings;
  return {
    pastDatesEnabled: settings?.pastDatesEnabled === true,
    currentDateEnabled: settings?.currentDateEnabled === true,
  };
}

/** The earliest day a date picker offers (§5): none with past dates, else today or tomorrow. */
export function minimumDay(settings: SystemSettings, today: string = detroitDay()): string | undefined {
  if (settings.pastDatesEnabled) return undefined;
  return settings.currentDateEnabled ? today : addDays(today, 1);
}

/**
 * Whether any date of any version of the notice was published: the notice is then public (its page,
 * its entries in the transparency log, its certificate).
 */
export const wasPublished = (notice: {
  publicationDates: ReadonlyArray<Pick<PublicationDate, 'published'>>;
}) => notice.publicationDates.some((date) => date.published);

/** The public site's page of a notice (opened in a new tab). */
export const publicNoticeUrl = (id: number) => `/notices/${encodeURIComponent(String(id))}`;

/**
 * Disable-charging (§6): the shared rule on the chosen publication (the API decides on that one, not on
 * the API user's first link); never on a published or canceled notice.
 */
export function mayDisableCharging(
  user: User | undefined,
  status: string | null | undefined,
  publicationId: number | null | undefined,
): boolean {
  if (!user || status === 'P' || status === 'C') return false;
  return canDisableCharging(user, publicationId);
}
