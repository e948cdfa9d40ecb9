import { describe, expect, it } from 'vitest';
import type { Address, NoticeTypeField } from '../../types';
import type { Notice, NoticeFormValues } from '../types';
import {
  alignFieldValues,
  editableFields,
  editableRows,
  hasSpecificValues,
  toCopyValues,
  toFormValues,
  toNoticeBody,
} from './transform';

const FIELDS: NoticeTypeField[] = [
  { id: 1, name: 'Hearing place', fieldType: 'address', required: true },
  { id: 2, name: 'Hearing day', fieldType: 'date', required: false },
  { id: 3, name: 'Starts', fieldType: 'dateTime', required: false },
  { id: 4, name: 'Case', fieldType: 'text', required: false },
  { id: 5, name: 'Map', fieldType: 'file', required: false },
  { name: 'Not saved yet', fieldType: 'text', required: false },
];

const EMPTY_ADDRESS = {
  street: '',
  optionalStreet: '',
  locality: '',
  region: '',
  postalCode: '',
  country: 'US',
};

describe('editableFields and alignFieldValues', () => {
  it('keep the editable, saved fields of the type', () => {
    expect(editableFields(FIELDS).map((field) => field.id)).toEqual([1, 2, 3, 4]);
    expect(editableFields(undefined)).toEqual([]);
  });

  it('give one value per field in the type’s order, empty where none was stored', () => {
    expect(alignFieldValues(FIELDS, [])).toEqual([
      { noticeTypeCustomFieldId: 1, address: EMPTY_ADDRESS },
      { noticeTypeCustomFieldId: 2, date: null },
      { noticeTypeCustomFieldId: 3, dateTime: null },
      { noticeTypeCustomFieldId: 4, text: '' },
    ]);
  });

  it('keep only the key of the field’s type from a stored value, and fill an address’s parts', () => {
    const aligned = alignFieldValues(FIELDS, [
      { noticeTypeCustomFieldId: 4, text: 'A-12', date: '2026-01-01' },
      { noticeTypeCustomFieldId: 1, address: { street: '1 Main St', locality: 'Lansing' } as Address },
      { noticeTypeCustomFieldId: 9, text: 'of another type' },
    ]);
    expect(aligned[3]).toEqual({ noticeTypeCustomFieldId: 4, text: 'A-12' });
    expect(aligned[0]).toEqual({
      noticeTypeCustomFieldId: 1,
      address: { ...EMPTY_ADDRESS, street: '1 Main St', locality: 'Lansing' },
    });
    expect(aligned).toHaveLength(4);
  });
});

describe('hasSpecificValues', () => {
  it('is false for untouched values (an address with only its default country)', () => {
    expect(hasSpecificValues(alignFieldValues(FIELDS, []))).toBe(false);
    expect(hasSpecificValues(undefined)).toBe(false);
  });

  it('is true once any text, day, time or address part is filled in', () => {
    expect(hasSpecificValues([{ noticeTypeCustomFieldId: 4, text: 'x' }])).toBe(true);
    expect(hasSpecificValues([{ noticeTypeCustomFieldId: 3, dateTime: 1 }])).toBe(true);
    expect(
      hasSpecificValues([{ noticeTypeCustomFieldId: 1, address: { ...EMPTY_ADDRESS, postalCode: '48933' } }]),
    ).toBe(true);
  });
});

const date = (id: number, day: string, extra: object = {}) => ({
  id,
  date: day,
  published: false,
  canceled: false,
  fromCurrentVersion: true,
  ...extra,
});

const notice = (extra: Partial<Notice> = {}): Notice =>
  ({
    id: 10,
    title: 'Hearing',
    content: 'Text',
    status: 'D',
    free: true,
    publication: { id: 3, name: 'Daily', publicationArea: [] },
    noticeType: { id: 2, name: 'Hearing', fields: FIELDS },
    fieldValues: [{ noticeTypeCustomFieldId: 4, text: 'A-12' }],
    publicationDates: [
      date(100, '2026-03-01'),
      date(101, '2026-03-02', { published: true }),
      date(102, '2026-03-03', { canceled: true }),
      date(103, '2026-03-04', { fromCurrentVersion: false }),
    ],
    files: {
      contentAttachment: { attachmentId: 7, name: 'notice.pdf', size: 10, type: 'application/pdf' },
      publicAttachments: [{ attachmentId: 8, name: 'map.png', size: 20, type: 'image/png' }],
    },
    ...extra,
  }) as Notice;

describe('toFormValues', () => {
  it('is an empty form without a notice', () => {
    expect(toFormValues(undefined)).toMatchObject({
      noticeTypeId: null,
      publicationId: null,
      title: '',
      free: false,
      fieldValues: [],
      publicationDates: [],
      contentAttachment: null,
      publicAttachments: [],
    });
  });

  it('edits only the current version’s pending dates and keeps the stored files', () => {
    const values = toFormValues(notice());
    expect(values.publicationDates).toEqual([{ id: 100, date: '2026-03-01' }]);
    expect(values.contentAttachment).toEqual({
      title: 'notice.pdf',
      attachmentId: 7,
      size: 10,
      type: 'application/pdf',
    });
    expect(values.publicAttachments.map((file) => file.attachmentId)).toEqual([8]);
    expect(editableRows(notice()).map((row) => row.id)).toEqual([100]);
  });

  it('carries no attachment into the new version of a published or canceled notice', () => {
    for (const status of ['P', 'C'] as const) {
      const values = toFormValues(notice({ status }));
      expect(values.contentAttachment).toBeNull();
      expect(values.publicAttachments).toEqual([]);
    }
  });
});

describe('toNoticeBody', () => {
  const values: NoticeFormValues = {
    noticeTypeId: 2,
    publicationId: 3,
    title: 'Hearing',
    content: 'Text',
    free: true,
    fieldValues: [
      { noticeTypeCustomFieldId: 1, address: { ...EMPTY_ADDRESS, street: '  ' } },
      { noticeTypeCustomFieldId: 2, date: '' },
      { noticeTypeCustomFieldId: 3, dateTime: undefined },
      { noticeTypeCustomFieldId: 4, text: '' },
    ],
    publicationDates: [{ id: 100, date: '2026-03-01' }, { date: '2026-03-05' }],
    contentAttachment: null,
    publicAttachments: [],
  };

  it('sends empty type-specific values as null (a blank address too)', () => {
    expect(toNoticeBody(values, { includeFree: false }).fieldValues).toEqual([
      { noticeTypeCustomFieldId: 1, address: null },
      { noticeTypeCustomFieldId: 2, date: null },
      { noticeTypeCustomFieldId: 3, dateTime: null },
      { noticeTypeCustomFieldId: 4, text: null },
    ]);
  });

  it('sends a filled address whole', () => {
    const address = { ...EMPTY_ADDRESS, street: '1 Main St' };
    const body = toNoticeBody(
      { ...values, fieldValues: [{ noticeTypeCustomFieldId: 1, address }] },
      { includeFree: false },
    );
    expect(body.fieldValues).toEqual([{ noticeTypeCustomFieldId: 1, address }]);
  });

  it('sends free only when the user may set it', () => {
    expect(toNoticeBody(values, { includeFree: false })).not.toHaveProperty('free');
    expect(toNoticeBody(values, { includeFree: true }).free).toBe(true);
  });

  it('keeps date ids on an edit, and sends new rows for a new version', () => {
    const edit = toNoticeBody(values, { includeFree: false });
    expect(edit.publicationDates).toEqual([{ id: 100, date: '2026-03-01' }, { date: '2026-03-05' }]);
    expect(edit).not.toHaveProperty('createNewVersion');
    const version = toNoticeBody(values, { includeFree: false, createNewVersion: true });
    expect(version.publicationDates).toEqual([{ date: '2026-03-01' }, { date: '2026-03-05' }]);
    expect(version.createNewVersion).toBe(true);
  });
});

describe('toCopyValues', () => {
  it('copies type, publication, title, fields and content; no dates, files or charging choice', () => {
    const values = toCopyValues(notice({ status: 'P' }));
    expect(values).toMatchObject({
      noticeTypeId: 2,
      publicationId: 3,
      title: 'Hearing',
      content: 'Text',
      free: false,
      publicationDates: [],
      contentAttachment: null,
      publicAttachments: [],
    });
    expect(values.fieldValues).toEqual(
      alignFieldValues(FIELDS, [{ noticeTypeCustomFieldId: 4, text: 'A-12' }]),
    );
    expect(toNoticeBody(values, { includeFree: false })).not.toHaveProperty('id');
  });
});
