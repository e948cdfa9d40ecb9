import { describe, expect, it } from 'vitest';
import type { NoticeType } from '../types';
import { cloneOf, fieldTypeChoices, toNoticeTypeBody } from './fields';

describe('toNoticeTypeBody', () => {
  it('trims names, keeps the id of a kept field only, and sends required as a boolean', () => {
    expect(
      toNoticeTypeBody({
        name: ' Hearing ',
        fields: [
          { id: 4, name: ' Place ', fieldType: 'address', required: true },
          { name: 'Day', fieldType: 'date', required: undefined as unknown as boolean },
        ],
      }),
    ).toEqual({
      name: 'Hearing',
      fields: [
        { id: 4, name: 'Place', fieldType: 'address', required: true },
        { name: 'Day', fieldType: 'date', required: false },
      ],
    });
    expect(toNoticeTypeBody({})).toEqual({ name: '', fields: [] });
  });
});

describe('cloneOf', () => {
  it('copies the fields without ids under the copy’s name', () => {
    const type = {
      id: 1,
      name: 'Hearing',
      fields: [{ id: 4, name: 'Place', fieldType: 'address', required: true }],
    } as NoticeType;
    expect(cloneOf(type, (name) => `${name} (copy)`)).toEqual({
      name: 'Hearing (copy)',
      fields: [{ name: 'Place', fieldType: 'address', required: true }],
    });
  });
});

describe('fieldTypeChoices', () => {
  it('offers exactly the four editable types', () => {
    expect(fieldTypeChoices.map((choice) => choice.id)).toEqual(['text', 'date', 'dateTime', 'address']);
  });
});
