import {
  ANY_DATE_RANGE,
  decodeAddressValue,
  encodeFieldValue,
  encodeSearchQuery,
  withAnyDate,
  type AddressValue,
  type SavedDateRange,
} from '@notices/common';
import type { SavedSearch, SavedSearchBody } from './types';

/** A custom-field value in the form: text or a day, or the parts of an address. */
export type CustomValue = string | AddressValue;

/** The editor's values; custom-field values are kept under `f<fieldId>` (a bare number would be an index). */
export interface SavedSearchFormValues {
  name: string;
  notificationsEnabled: boolean;
  textNotificationsEnabled: boolean;
  for: string;
  pub: number[];
  area: number[];
  /** A preset, `all` (any date), or '' while from/to choose the days. */
  dateRange: SavedDateRange | '';
  from: string;
  to: string;
  type: number | '';
  custom: Record<string, CustomValue>;
}

export const customKey = (fieldId: number) => `f${fieldId}`;

export const EMPTY_FORM: SavedSearchFormValues = {
  name: '',
  notificationsEnabled: true,
  textNotificationsEnabled: false,
  for: '',
  pub: [],
  area: [],
  dateRange: ANY_DATE_RANGE,
  from: '',
  to: '',
  type: '',
  custom: {},
};

/** Only the day of a `from`/`to` (the API accepts days or instants; the editor edits days). */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function toFormValues(record: SavedSearch): SavedSearchFormValues {
  const custom: Record<string, CustomValue> = {};
  (record.f ?? []).forEach((fieldId, index) => {
    const raw = record.v?.[index] ?? '';
    // Address values travel as JSON; everything else is plain text.
    custom[customKey(fieldId)] = raw.trim().startsWith('{') ? decodeAddressValue(raw) : raw;
  });
  return {
    name: record.name,
    notificationsEnabled: record.notificationsEnabled,
    textNotificationsEnabled: record.textNotificationsEnabled,
    for: record.for ?? '',
    pub: record.pub ?? [],
    area: record.area ?? [],
    // No range and no dates is every date (the API answers it as `all`; older answers said null).
    dateRange: record.dateRange ?? (record.from || record.to ? '' : ANY_DATE_RANGE),
    from: day(record.from),
    to: day(record.to),
    type: record.type ?? '',
    custom,
  };
}

const orNull = <T>(value: T | '' | null | undefined): T | null =>
  value === '' || value === undefined ? null : value;

/** The body of POST/PUT savedsearches: empty values as null, custom fields as f/v pairs (only non-empty). */
export function toBody(values: SavedSearchFormValues, hasPhone: boolean): SavedSearchBody {
  const f: number[] = [];
  const v: string[] = [];
  if (values.type !== '' && values.type !== null && values.type !== undefined) {
    for (const [key, value] of Object.entries(values.custom ?? {})) {
      const encoded = encodeFieldValue(value);
      const fieldId = Number(key.slice(1));
      if (encoded === null || !Number.isInteger(fieldId)) continue;
      f.push(fieldId);
      v.push(encoded);
    }
  }
  const text = values.for?.trim();
  const from = orNull(values.from);
  const to = orNull(values.to);
  return {
    name: values.name.trim(),
    notificationsEnabled: values.notificationsEnabled === true,
    // Text notifications need a phone on the profile (the API answers phone_required otherwise).
    textNotificationsEnabled: hasPhone && values.textNotificationsEnabled === true,
    for: text ? text : null,
    pub: (values.pub ?? []).map(Number),
    area: (values.area ?? []).map(Number),
    // Neither a range nor dates: every date, said as such so the saved search gives it back.
    dateRange: orNull(values.dateRange) ?? (from || to ? null : ANY_DATE_RANGE),
    from,
    to,
    type: values.type === '' || values.type === null ? null : Number(values.type),
    f,
    v,
  };
}

/**
 * The public site's search for a saved search: root + its query + the name (opened in a new tab). No
 * range and no dates is every date: `dateRange=all`, or the site would show this week.
 */
export function launchUrl(record: Pick<SavedSearch, 'query' | 'name'> & Partial<SavedSearch>): string {
  const query = withAnyDate(record.query?.replace(/^\?/, '') || encodeSearchQuery(record));
  const name = `name=${encodeURIComponent(record.name)}`;
  return `/?${query ? `${query}&${name}` : name}`;
}
