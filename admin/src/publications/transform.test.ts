import { describe, expect, it } from 'vitest';
import type { PublicationUserPermission } from '../types';
import { areaIds, permissionRows, toPublicationBody, type PublicationFormValues } from './transform';

const mailing = {
  street: ' 1 Main St ',
  locality: 'Lansing',
  region: 'MI',
  postalCode: '48933',
  country: 'US',
};
const billing = { street: 'PO Box 9', locality: 'Flint', region: 'MI', postalCode: '48501', country: 'US' };
const main = { name: ' Ann ', email: 'ann@example.org', phone: '555-123-4567' };
const payer = { name: 'Bob', email: 'bob@example.org' };

const form = (extra: Partial<PublicationFormValues> = {}) =>
  ({
    name: ' Daily ',
    website: ' https://daily.example.org ',
    paymentMethod: 'INVOICE',
    paymentPeriod: 'MONTHLY',
    publicationArea: [3, { id: 4 }],
    mailingAddress: mailing,
    mainContact: main,
    billingAddress: billing,
    billingContact: payer,
    publicationUserPermissions: [
      { userId: 8, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true, email: 'x' },
    ] as unknown as PublicationUserPermission[],
    ...extra,
  }) as Partial<PublicationFormValues>;

describe('toPublicationBody', () => {
  it('trims texts, sends county ids and every part of addresses and contacts', () => {
    const body = toPublicationBody(form(), false);
    expect(body).toMatchObject({
      name: 'Daily',
      website: 'https://daily.example.org',
      enabled: true,
      publicationArea: [3, 4],
      mailingAddress: { street: '1 Main St', optionalStreet: '', locality: 'Lansing' },
      mainContact: { name: 'Ann', title: '', fax: '' },
    });
    expect(body).not.toHaveProperty('publicationUserPermissions');
  });

  it('mirrors the mailing address and main contact while the same-as flags are on (the default)', () => {
    const body = toPublicationBody(form(), false);
    expect(body.billingAddressSameAsMailing).toBe(true);
    expect(body.billingAddress).toEqual(body.mailingAddress);
    expect(body.billingContact).toEqual(body.mainContact);
  });

  it('sends the billing copy as typed when a flag is off', () => {
    const body = toPublicationBody(
      form({ billingAddressSameAsMailing: false, billingContactSameAsMain: false, enabled: false }),
      false,
    );
    expect(body).toMatchObject({
      enabled: false,
      billingAddress: { street: 'PO Box 9', locality: 'Flint' },
      billingContact: { name: 'Bob' },
    });
  });

  it('sends the permission rows only when asked, publishing rights only while publishing is on', () => {
    expect(toPublicationBody(form(), true).publicationUserPermissions).toEqual([
      { userId: 8, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: false },
    ]);
    expect(toPublicationBody(form({ publishingEnabled: true }), true).publicationUserPermissions).toEqual([
      { userId: 8, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true },
    ]);
  });
});

describe('areaIds and permissionRows', () => {
  it('accept counties as read or as chosen, and no rows', () => {
    expect(areaIds([{ id: 1 }, 2])).toEqual([1, 2]);
    expect(areaIds(undefined)).toEqual([]);
    expect(permissionRows(undefined, true)).toEqual([]);
  });
});
