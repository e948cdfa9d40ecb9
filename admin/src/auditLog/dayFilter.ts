import { endOfDetroitDay, isDay, startOfDetroitDay, toDay } from '@notices/common';

/**
 * The audit log's day filters. DateInput gives a day; the API compares instants, so the range covers the
 * whole Detroit day, the zone every date-time of the list is shown in (the browser's day would be off by
 * hours outside Michigan). The stored instant is shown back as its Detroit day.
 */
export const startOfDay = (value: string) => (isDay(value) ? startOfDetroitDay(value).toISOString() : value);
export const endOfDay = (value: string) => (isDay(value) ? endOfDetroitDay(value).toISOString() : value);
export const dayOf = (value: string | null | undefined) => (value ? (toDay(value) ?? '') : '');
