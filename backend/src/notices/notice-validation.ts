import {
  DEFAULT_COUNTRY,
  ErrorCode,
  publicationDateErrors,
  TEXT_MAX_LENGTH,
  toDay,
  ValidationMessage,
  type DateSettings,
  type PublicationDateLike,
} from '@notices/common';
import { AppException, type FieldErrors } from '../platform/app-exception';
import type { NoticeTypeField } from '../notice-types/notice-type.entity';
import type { Address } from '../publications/publication.entity';
import type { FieldValueDto } from './dto/notice-input.dto';
import type { NoticeFieldValue } from './notice.entity';

export type FieldValueRow = Pick<NoticeFieldValue, 'fieldId' | 'text' | 'date' | 'dateTime' | 'address'>;

const ADDRESS_PARTS = ['street', 'optionalStreet', 'locality', 'region', 'postalCode', 'country'] as const;
const REQUIRED_PARTS = new Set(['street', 'locality', 'region', 'postalCode']);

function address(raw: Record<string, unknown>, at: string, errors: FieldErrors): Address {
  const out: Record<string, string> = {};
  for (const part of ADDRESS_PARTS) {
    const value = raw[part] ?? (part === 'country' ? DEFAULT_COUNTRY : '');
    if (typeof value !== 'string') errors[`${at}.${part}`] = 'must be text';
    else if (value.length > TEXT_MAX_LENGTH) errors[`${at}.${part}`] = ValidationMessage.tooLong;
    else if (REQUIRED_PARTS.has(part) && value.trim() === '')
      errors[`${at}.${part}`] = ValidationMessage.blank;
    out[part] = typeof value === 'string' ? value : '';
  }
  for (const key of Object.keys(raw))
    if (!(ADDRESS_PARTS as readonly string[]).includes(key)) errors[`${at}.${key}`] = 'unknown_field';
  if (!out.country) out.country = DEFAULT_COUNTRY;
  return out as unknown as Address;
}

/**
 * Custom field values typed per field: text max 255, date a day, dateTime a ms timestamp with
 * seconds zero, address parts max 255 (country defaults to US); required fields must have a value.
 * Errors: `fieldValues.<i>.<part>` for a sent value, `field.<fieldId>` for a missing required one.
 */
export function checkFieldValues(fields: NoticeTypeField[], values: FieldValueDto[]): FieldValueRow[] {
  const errors: FieldErrors = {};
  const rows: FieldValueRow[] = [];
  const seen = new Set<number>();
  values.forEach((v, i) => {
    const at = `fieldValues.${i}`;
    const field = fields.find((f) => f.id === v.noticeTypeCustomFieldId);
    if (!field) return void (errors[`${at}.noticeTypeCustomFieldId`] = 'not a field of this notice type');
    if (seen.has(field.id)) return void (errors[`${at}.noticeTypeCustomFieldId`] = 'given twice');
    seen.add(field.id);
    const row: FieldValueRow = { fieldId: field.id, text: null, date: null, dateTime: null, address: null };
    if (field.fieldType === 'date') {
      if (v.date == null || v.date === '') return; // null or absent: no value
      row.date = toDay(v.date);
      if (!row.date) errors[`${at}.date`] = 'must be a day YYYY-MM-DD';
    } else if (field.fieldType === 'dateTime') {
      if (v.dateTime == null) return;
      if (!Number.isSafeInteger(v.dateTime) || v.dateTime % 60_000 !== 0)
        errors[`${at}.dateTime`] = 'must be a ms timestamp with seconds zero';
      else row.dateTime = new Date(v.dateTime);
    } else if (field.fieldType === 'address') {
      if (v.address == null) return;
      row.address = address(v.address, `${at}.address`, errors);
    } else {
      if (v.text == null || v.text === '') return;
      if (field.fieldType === 'text' && v.text.length > TEXT_MAX_LENGTH)
        errors[`${at}.text`] = ValidationMessage.tooLong;
      row.text = v.text;
    }
    rows.push(row);
  });
  for (const field of fields)
    if (field.required && !rows.some((r) => r.fieldId === field.id) && !errors[`field.${field.id}`])
      errors[`field.${field.id}`] = ValidationMessage.blank;
  if (Object.keys(errors).length) throw AppException.badRequest(ErrorCode.validationFailed, errors);
  return rows;
}

/** Reads sent dates as Detroit days; an unreadable one is a field error. */
export function readDays(raw: string[], key: (i: number) => string): string[] {
  const errors: FieldErrors = {};
  const days = raw.map((value, i) => {
    const d = toDay(value);
    if (!d) errors[key(i)] = 'must be a day YYYY-MM-DD';
    return d ?? '';
  });
  if (Object.keys(errors).length) throw AppException.badRequest(ErrorCode.publicationDatesInvalid, errors);
  return days;
}

/** The publication-date rules through the shared `publicationDateErrors`; 400 publication_dates_invalid names each bad row. */
export function checkDates(
  dates: PublicationDateLike[],
  settings: DateSettings,
  today: string,
  key: (i: number) => string = (i) => `publicationDates.${i}.date`,
): void {
  const errors: FieldErrors = {};
  if (!dates.some((d) => !d.canceled)) errors.publicationDates = ValidationMessage.blank;
  publicationDateErrors(dates, settings, today).forEach((message, i) => {
    if (message) errors[key(i)] = message;
  });
  if (Object.keys(errors).length) throw AppException.badRequest(ErrorCode.publicationDatesInvalid, errors);
}
