import { describe, expect, it } from 'vitest';
import type { FieldValue } from '../types';
import { editorFieldErrors } from './serverFieldErrors';

const VALUES: FieldValue[] = [
  { noticeTypeCustomFieldId: 11, text: '' },
  { noticeTypeCustomFieldId: 12, address: null },
  { noticeTypeCustomFieldId: 13, dateTime: null },
  { noticeTypeCustomFieldId: 14, date: null },
];

describe('editorFieldErrors', () => {
  it('puts a missing custom value on the input of that field (an address on its street)', () => {
    expect(
      editorFieldErrors({ 'field.11': 'a', 'field.12': 'b', 'field.13': 'c', 'field.14': 'd' }, VALUES),
    ).toEqual({
      'fieldValues.0.text': 'a',
      'fieldValues.1.address.street': 'b',
      'fieldValues.2.dateTime': 'c',
      'fieldValues.3.date': 'd',
    });
  });

  it('shows "no date at all" as the date rows’ root error and keeps other paths', () => {
    expect(
      editorFieldErrors(
        { publicationDates: 'none', 'publicationDates.0.date': 'past', title: 'blank' },
        VALUES,
      ),
    ).toEqual({
      'publicationDates.root': 'none',
      'publicationDates.0.date': 'past',
      title: 'blank',
    });
  });

  it('keeps the path of a field the form does not have', () => {
    expect(editorFieldErrors({ 'field.99': 'x' }, VALUES)).toEqual({ 'field.99': 'x' });
  });
});
