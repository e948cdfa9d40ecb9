import { EDITABLE_FIELD_TYPES, type FieldType } from '@notices/common';
import type { NoticeType, NoticeTypeField } from '../types';

/** The fixed fields every notice type has, shown read-only. */
export const UNIVERSAL_FIELDS: ReadonlyArray<{ name: string; fieldType: FieldType }> = [
  { name: 'uploadFile', fieldType: 'file' },
  { name: 'noticeTitle', fieldType: 'text' },
  { name: 'publication', fieldType: 'publication' },
  { name: 'county', fieldType: 'county' },
  { name: 'datesOfPublication', fieldType: 'dateRange' },
  { name: 'content', fieldType: 'textarea' },
];

/** Exactly the four editable field types: text, date, dateTime and address. */
export const fieldTypeChoices = EDITABLE_FIELD_TYPES.map((id) => ({
  id,
  name: `admin.pages.noticeTypes.fieldTypes.${id}`,
}));

/** The body of POST/PUT admin/noticetypes: a kept field carries its id, a new one none. */
export function toNoticeTypeBody(data: Partial<NoticeType>) {
  return {
    name: (data.name ?? '').trim(),
    fields: (data.fields ?? []).map((field: NoticeTypeField) => ({
      ...(field.id !== undefined ? { id: field.id } : {}),
      name: (field.name ?? '').trim(),
      fieldType: field.fieldType,
      required: field.required === true,
    })),
  };
}

/** The creator's prefill when cloning: "<name> (copy)" with the same fields, without ids. */
export function cloneOf(type: NoticeType, copyName: (name: string) => string): Partial<NoticeType> {
  return {
    name: copyName(type.name),
    fields: type.fields.map(({ name, fieldType, required }) => ({ name, fieldType, required })),
  };
}
