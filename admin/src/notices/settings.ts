import {
  addDays,
  canDisableCharging,
  defaultNewDate,
  detroitDay,
  type PublicationDateLike,
} from '@notices/common';
import { useFreshSession } from '../providers/session';
import type { User } from '../types';
import type { PublicationDate, SystemSettings } from './types';

/**
 * How old the session answer may be when a date picker opens: a system administrator may have changed
 * the date switches in another window since this one signed in (the API applies the new rules at once).
 */
export const DATE_SETTINGS_MAX_AGE_MS = 5_000;

/**
 * The date switches of the session answer (`systemSettings`). The session is loaded before any page
 * renders (requireAuth), POST admin/systemsettings keeps it current in this window, and a component
 * that reads them asks again when the answer is older than DATE_SETTINGS_MAX_AGE_MS.
 */
export function useDateSettings(): SystemSettings {
  const settings = useFreshSession(DATE_SETTINGS_MAX_AGE_MS)?.systemSettings;
  return {
    pastDatesEnabled: settings?.pastDatesEnabled === true,
    currentDateEnabled: settings?.currentDateEnabled === true,
  };
}

/** The earliest day a date picker offers: none with past dates, else today or tomorrow. */
export function minimumDay(settings: SystemSettings, today: string = detroitDay()): string | undefined {
  if (settings.pastDatesEnabled) return undefined;
  return settings.currentDateEnabled ? today : addDays(today, 1);
}

/**
 * The day the summary's Add date window proposes: the latest non-canceled date plus the publication's
 * cycle (7 days for a weekly one, so the notice keeps its weekday), stepped on by whole cycles to the
 * first day the date rules allow; today or tomorrow (per the setting) for a notice without dates.
 */
export function proposedDay(
  dates: PublicationDateLike[],
  settings: SystemSettings,
  cycleDays: number,
  today: string = detroitDay(),
): string {
  const earliest = minimumDay(settings, today);
  let day = defaultNewDate(dates, settings, today, cycleDays);
  while (earliest && day < earliest) day = addDays(day, cycleDays);
  return day;
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
 * Disable-charging: the shared rule on the chosen publication (the API decides on that one, not on
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
