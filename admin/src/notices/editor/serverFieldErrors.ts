import type { FieldValue } from '../types';

/** The input that carries a type-specific value: address errors go on its street. */
function valueInput(value: FieldValue, index: number): string {
  const at = `fieldValues.${index}`;
  if ('address' in value) return `${at}.address.street`;
  if ('dateTime' in value) return `${at}.dateTime`;
  if ('date' in value) return `${at}.date`;
  return `${at}.text`;
}

/**
 * The API's field errors keyed by the editor's input names. Most already are (`title`,
 * `publicationDates.0.date`, `fieldValues.1.address.locality`); a missing required custom value comes
 * as `field.<fieldId>` and the "no date at all" error as `publicationDates`, which the date rows show
 * as their root error.
 */
export function editorFieldErrors(
  errors: Record<string, string>,
  fieldValues: FieldValue[],
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const custom = /^field\.(\d+)$/.exec(key);
    const index = custom
      ? fieldValues.findIndex((value) => value.noticeTypeCustomFieldId === Number(custom[1]))
      : -1;
    if (index >= 0) mapped[valueInput(fieldValues[index], index)] = message;
    else if (key === 'publicationDates') mapped['publicationDates.root'] = message;
    else mapped[key] = message;
  }
  return mapped;
}
