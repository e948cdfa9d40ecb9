import { addDays, detroitDay } from './calendar';
import type { NoticeStatus, PaymentPeriod } from './enums';
import { ValidationMessage } from './messages';

/**
 * Notice lifecycle rules (publication dates, editing, canceling, deleting), shared by the API and the
 * notice editor so both decide the same way.
 */
export interface PublicationDateLike {
  id?: number;
  date: string; // 'YYYY-MM-DD', a Detroit calendar day
  published?: boolean;
  canceled?: boolean;
  paid?: boolean;
}

export interface DateSettings {
  pastDatesEnabled: boolean;
  currentDateEnabled: boolean;
}

export type DateDisplayState = 'canceled' | 'published' | 'draft' | 'scheduled';

/** Canceled if canceled, else published if published, else draft if the notice is D, else scheduled. */
export function dateDisplayState(
  date: PublicationDateLike,
  noticeStatus: NoticeStatus | null,
): DateDisplayState {
  if (date.canceled) return 'canceled';
  if (date.published) return 'published';
  return noticeStatus === 'D' || noticeStatus === null ? 'draft' : 'scheduled';
}

/** Editable dates are those neither published nor canceled. */
export const isEditableDate = (date: PublicationDateLike) => !date.published && !date.canceled;

/** Publishing is allowed for a draft (or a notice with no status yet). */
export const canPublishStatus = (status: NoticeStatus | null | undefined) => !status || status === 'D';

/** Per-date error messages for a list of dates (undefined where the date is fine). */
export function publicationDateErrors(
  dates: PublicationDateLike[],
  settings: DateSettings,
  today: string = detroitDay(),
): Array<string | undefined> {
  return dates.map((d) => {
    if (!isEditableDate(d)) return undefined; // published and canceled dates are history, not input
    if (dates.filter((o) => !o.canceled && o.date === d.date).length > 1)
      return 'errors.publicationDatesCannotBeTheSame';
    if (d.date < today && !settings.pastDatesEnabled) return ValidationMessage.pastDate;
    if (d.date === today && !settings.currentDateEnabled) return ValidationMessage.currentDate;
    return undefined;
  });
}

/**
 * The step, in days, between the dates of a run in a publication of the given payment period (its
 * cycle): 7 for a WEEK publication (a legal notice runs in consecutive weekly issues); 1 otherwise
 * (MONTH, or not known), the default step.
 */
export function publicationCycleDays(paymentPeriod: PaymentPeriod | null | undefined): number {
  return paymentPeriod === 'WEEK' ? 7 : 1;
}

/**
 * The default day of a new date row: the latest non-canceled date plus `stepDays` (1 by default;
 * `publicationCycleDays` for the publication's cycle), else today or tomorrow per the setting.
 */
export function defaultNewDate(
  dates: PublicationDateLike[],
  settings: DateSettings,
  today: string = detroitDay(),
  stepDays = 1,
): string {
  const latest = dates
    .filter((d) => !d.canceled)
    .map((d) => d.date)
    .sort()
    .at(-1);
  if (latest) return addDays(latest, stepDays);
  return settings.currentDateEnabled ? today : addDays(today, 1);
}

/** The most dates one notice may carry (PUT/POST admin/notices accept at most 366 publicationDates). */
export const MAX_PUBLICATION_DATES = 366;

/**
 * The dates of a repeated run of `count` dates, `stepDays` apart (7: weekly, 1: daily): after the
 * latest non-canceled date (latest + step × k, k = 1..count); with no date yet, starting on the first
 * default day (today or tomorrow per the setting). The dates are only proposals: the usual rules
 * (`publicationDateErrors`) still judge each one.
 */
export function repeatedDates(
  dates: PublicationDateLike[],
  settings: DateSettings,
  count: number,
  stepDays: number,
  today: string = detroitDay(),
): string[] {
  const first = defaultNewDate(dates, settings, today, stepDays);
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, k) => addDays(first, stepDays * k));
}

/** The earliest editable date, or undefined. */
export function earliestEditable(dates: PublicationDateLike[]): string | undefined {
  return dates
    .filter(isEditableDate)
    .map((d) => d.date)
    .sort()[0];
}

/**
 * Whether saving an edit creates a new version (and so asks for confirmation first): status P or C;
 * or S with no dates left; or S whose earliest edited date differs from the earliest editable original.
 */
export function editNeedsNewVersion(
  status: NoticeStatus | null,
  originalDates: PublicationDateLike[],
  editedDates: PublicationDateLike[],
): boolean {
  if (status === 'P' || status === 'C') return true;
  if (status !== 'S') return false;
  const originalEarliest = earliestEditable(originalDates);
  if (originalEarliest === undefined) return false;
  const edited = editedDates.filter(isEditableDate);
  if (edited.length === 0) return true;
  return earliestEditable(edited) !== originalEarliest;
}

/** Cancel one date: notice not D, the date not published, not paid, not canceled. */
export function canCancelDate(noticeStatus: NoticeStatus | null, date: PublicationDateLike): boolean {
  return noticeStatus !== 'D' && noticeStatus !== null && !date.published && !date.paid && !date.canceled;
}

/** Delete from the list: no next version, status not P, and at least one unpublished uncanceled date. */
export function canDeleteFromList(notice: {
  status: NoticeStatus | null;
  hasNextVersions: boolean;
  publicationDates: PublicationDateLike[];
}): boolean {
  return !notice.hasNextVersions && notice.status !== 'P' && notice.publicationDates.some(isEditableDate);
}

/** Delete from the details page: no next version and status not P. */
export function canDeleteFromDetails(notice: {
  status: NoticeStatus | null;
  hasNextVersions: boolean;
}): boolean {
  return !notice.hasNextVersions && notice.status !== 'P';
}
