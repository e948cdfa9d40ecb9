import { describe, expect, it } from 'vitest';
import { priceBody, priceError, priceText } from './price';
import { toPublicationBody, type PublicationFormValues } from './transform';

describe('price per charged notice', () => {
  it('accepts no price, zero and whole cents; refuses negatives, fractions of a cent, text and huge amounts', () => {
    expect([null, undefined, '', 0, 12.5, 19.99, '7.25'].map(priceError)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(priceError(-1)).toBe('admin.pages.publications.price.negative');
    expect(priceError(1.005)).toBe('admin.pages.publications.price.decimals');
    expect(priceError('abc')).toBe('admin.pages.publications.price.invalid');
    expect(priceError(2_000_000)).toBe('admin.pages.publications.price.tooLarge');
  });

  it('sends dollars or null, and shows dollars', () => {
    expect([priceBody(''), priceBody(null), priceBody(12.5), priceBody('3.10')]).toEqual([
      null,
      null,
      12.5,
      3.1,
    ]);
    expect([priceText(null), priceText(12.5), priceText(1234)]).toEqual([null, '$12.50', '$1,234.00']);
  });

  it('is in the body when the form holds it (cleared as null), absent otherwise', () => {
    const form = { name: 'Daily', publicationArea: [] } as Partial<PublicationFormValues>;
    expect(toPublicationBody(form, false)).not.toHaveProperty('pricePerChargedNotice');
    expect(toPublicationBody({ ...form, pricePerChargedNotice: 12.5 }, false).pricePerChargedNotice).toBe(
      12.5,
    );
    expect(
      toPublicationBody({ ...form, pricePerChargedNotice: null }, false).pricePerChargedNotice,
    ).toBeNull();
  });
});
