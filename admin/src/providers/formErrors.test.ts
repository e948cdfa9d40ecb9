import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fieldLabel, forForm, SERVER_ERROR_KEY, toFormPaths } from './formErrors';

describe('toFormPaths', () => {
  it('moves a missing custom value of a notice onto its input', () => {
    const body = {
      fieldValues: [
        { noticeTypeCustomFieldId: 5, text: '' },
        { noticeTypeCustomFieldId: 6, address: null },
      ],
    };
    expect(toFormPaths('notices', { 'field.5': 'a', 'field.6': 'b', 'field.7': 'c' }, body)).toEqual({
      'fieldValues.0.text': 'a',
      'fieldValues.1.address.street': 'b',
      'field.7': 'c',
    });
  });

  it('moves a saved search’s f/v pair error onto the custom field’s input', () => {
    expect(
      toFormPaths('savedsearches', { 'v.1': 'bad', 'f.5': 'x', name: 'blank' }, { f: [10, 20] }),
    ).toEqual({ 'custom.f20': 'bad', 'f.5': 'x', name: 'blank' });
  });

  it('moves mirrored billing errors onto the mailing address and main contact, the area onto its input', () => {
    const same = { billingAddressSameAsMailing: true, billingContactSameAsMain: true };
    expect(
      toFormPaths(
        'publications',
        { 'billingAddress.street': 'a', 'billingContact.email': 'b', 'publicationArea.2': 'c' },
        same,
      ),
    ).toEqual({ 'mailingAddress.street': 'a', 'mainContact.email': 'b', publicationArea: 'c' });
    expect(toFormPaths('publications', { 'billingAddress.street': 'a' }, {})).toEqual({
      'billingAddress.street': 'a',
    });
  });

  it('keeps the first message when two paths land on one input, and other resources as they are', () => {
    const same = { billingAddressSameAsMailing: true };
    expect(
      toFormPaths(
        'publications',
        { 'mailingAddress.street': 'first', 'billingAddress.street': 'second' },
        same,
      ),
    ).toEqual({ 'mailingAddress.street': 'first' });
    expect(toFormPaths('users', { email: 'taken' }, undefined)).toEqual({ email: 'taken' });
  });
});

describe('fieldLabel', () => {
  it('uses the resource’s label, else humanizes the name; a row is numbered from 1', () => {
    expect(fieldLabel('users', 'email')).toBe('E-mail');
    expect(fieldLabel('nothing', 'billingAddress.postalCode')).toBe('Postal code');
    expect(fieldLabel('nothing', 'publicationDates.1.date')).toBe('Date (row 2)');
  });
});

describe('forForm', () => {
  it('moves field errors to the form’s sources and adds the summary under root.serverError', () => {
    const error = new HttpError('errors.validation', 400, { errors: { 'v.0': 'too long' } });
    let thrown: unknown;
    try {
      forForm('savedsearches', { f: [9] })(error);
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    const errors = (thrown as HttpError).body.errors;
    expect(errors['custom.f9']).toBe('too long');
    expect(errors[SERVER_ERROR_KEY]).toContain('too long');
    expect((thrown as HttpError).status).toBe(400);
  });

  it('rethrows an error that names no field as it came', () => {
    const plain = new HttpError('errors.http.403', 403, {});
    expect(() => forForm('users', {})(plain)).toThrow(plain);
    const other = new Error('network');
    expect(() => forForm('users', {})(other)).toThrow(other);
  });
});
