import { EDITABLE_FIELD_TYPES, emptyAddress, isEditableDate } from '@notices/common';
import type { NoticeTypeField } from '../../types';
import type { FieldValue, FormFile, Notice, NoticeBody, NoticeFile, NoticeFormValues } from '../types';

/** Fields the editor renders: the types notice-type editing offers (text, date, dateTime, address). */
export const editableFields = (
  fields: NoticeTypeField[] | undefined,
): Array<NoticeTypeField & { id: number }> =>
  (fields ?? []).filter(
    (field): field is NoticeTypeField & { id: number } =>
      field.id !== undefined && EDITABLE_FIELD_TYPES.includes(field.fieldType),
  );

export function emptyFieldValue(field: NoticeTypeField & { id: number }): FieldValue {
  const base = { noticeTypeCustomFieldId: field.id };
  switch (field.fieldType) {
    case 'date':
      return { ...base, date: null };
    case 'dateTime':
      return { ...base, dateTime: null };
    case 'address':
      return { ...base, address: emptyAddress() };
    default:
      return { ...base, text: '' };
  }
}

/** One value per editable field of the type, in the type's order (server errors use these indexes). */
export function alignFieldValues(
  fields: NoticeTypeField[] | undefined,
  values: FieldValue[] = [],
): FieldValue[] {
  return editableFields(fields).map((field) => {
    const stored = values.find((value) => value.noticeTypeCustomFieldId === field.id);
    const empty = emptyFieldValue(field);
    if (!stored) return empty;
    // Only the key of the field's type is kept, so the body never carries stray keys.
    if (field.fieldType === 'address') {
      const address = empty.address ?? undefined;
      return { ...empty, address: address && { ...address, ...stored.address } };
    }
    const key = field.fieldType === 'date' ? 'date' : field.fieldType === 'dateTime' ? 'dateTime' : 'text';
    return { ...empty, [key]: stored[key] ?? empty[key] };
  });
}

/** The address parts a person types (the country has a default). */
const ADDRESS_INPUTS = ['street', 'optionalStreet', 'locality', 'region', 'postalCode'] as const;

/** True once any type-specific value was filled in (changing the type then warns). */
export function hasSpecificValues(values: FieldValue[] | undefined): boolean {
  return (values ?? []).some((value) => {
    if (value.text) return true;
    if (value.date || value.dateTime) return true;
    const address = value.address;
    return !!address && ADDRESS_INPUTS.some((key) => address[key]);
  });
}

const toFormFile = (file: NoticeFile): FormFile => ({
  title: file.name,
  attachmentId: file.attachmentId,
  size: file.size,
  type: file.type,
});

/** A P or C notice is edited into a new version: its attachments are not carried over. */
export const editCreatesVersion = (notice: Notice | undefined) =>
  notice?.status === 'P' || notice?.status === 'C';

/** The current version's editable dates: the rows of the editor. Everything else is shown read-only. */
export const editableRows = (notice: Notice | undefined) =>
  (notice?.publicationDates ?? []).filter((date) => date.fromCurrentVersion && isEditableDate(date));

export function toFormValues(notice: Notice | undefined): NoticeFormValues {
  const newVersion = editCreatesVersion(notice);
  return {
    noticeTypeId: notice?.noticeType.id ?? null,
    publicationId: notice?.publication.id ?? null,
    title: notice?.title ?? '',
    content: notice?.content ?? '',
    free: notice?.free ?? false,
    fieldValues: alignFieldValues(notice?.noticeType.fields, notice?.fieldValues),
    publicationDates: editableRows(notice).map((date) => ({ id: date.id, date: date.date })),
    contentAttachment:
      !newVersion && notice?.files.contentAttachment ? toFormFile(notice.files.contentAttachment) : null,
    publicAttachments: newVersion ? [] : (notice?.files.publicAttachments ?? []).map(toFormFile),
  };
}

/**
 * A new notice copied from another (recurring notices): its type, publication, title, fields and
 * content; no dates, no files, no history, charging decided anew.
 */
export function toCopyValues(source: Notice): NoticeFormValues {
  return {
    ...toFormValues(undefined),
    noticeTypeId: source.noticeType.id,
    publicationId: source.publication.id,
    title: source.title,
    content: source.content,
    fieldValues: alignFieldValues(source.noticeType.fields, source.fieldValues),
  };
}

const blankToNull = (text: string | null | undefined) => (text === undefined || text === '' ? null : text);

/** An address with nothing typed in (the country has a default): no value, not a blank address. */
const isBlankAddress = (address: FieldValue['address']) =>
  !address || ADDRESS_INPUTS.every((part) => !address[part]?.trim());

function cleanFieldValue(value: FieldValue): FieldValue {
  const base = { noticeTypeCustomFieldId: value.noticeTypeCustomFieldId };
  // The API checks the parts of any address sent, so an optional one left empty must go as null.
  if ('address' in value) return { ...base, address: isBlankAddress(value.address) ? null : value.address };
  if ('dateTime' in value) return { ...base, dateTime: value.dateTime ?? null };
  if ('date' in value) return { ...base, date: blankToNull(value.date) };
  return { ...base, text: blankToNull(value.text) };
}

/** The exact JSON body of POST/PUT admin/notices (also what the request preview shows). */
export function toNoticeBody(
  values: NoticeFormValues,
  options: { includeFree: boolean; createNewVersion?: boolean },
): NoticeBody {
  return {
    title: values.title,
    content: values.content,
    noticeTypeId: values.noticeTypeId,
    publicationId: values.publicationId,
    ...(options.includeFree ? { free: values.free } : {}),
    fieldValues: values.fieldValues.map(cleanFieldValue),
    // A new version gets new rows: the archived version's pending dates are canceled by the API.
    publicationDates: values.publicationDates.map(({ id, date }) =>
      id !== undefined && !options.createNewVersion ? { id, date } : { date },
    ),
    ...(options.createNewVersion ? { createNewVersion: true } : {}),
  };
}

/** A file dropped in this session, not stored yet. */
export const isNewFile = (file: FormFile | string | null | undefined): file is FormFile & { rawFile: File } =>
  typeof file === 'object' &&
  file !== null &&
  file.rawFile instanceof File &&
  file.attachmentId === undefined;
