import type { Address, Contact, Publication, PublicationUserPermission } from '../types';
import { priceBody } from './price';

/** The form's values: the area may hold county objects (as read) or ids (as chosen). */
export type PublicationFormValues = Omit<Publication, 'publicationArea'> & {
  publicationArea: Array<number | { id: number }>;
};

const trim = (value: string | undefined) => (value ?? '').trim();

const address = (value: Partial<Address> | undefined): Address => ({
  street: trim(value?.street),
  optionalStreet: trim(value?.optionalStreet),
  locality: trim(value?.locality),
  region: trim(value?.region),
  postalCode: trim(value?.postalCode),
  country: trim(value?.country),
});

const contact = (value: Partial<Contact> | undefined): Contact => ({
  name: trim(value?.name),
  title: trim(value?.title),
  phone: trim(value?.phone),
  email: trim(value?.email),
  fax: trim(value?.fax),
});

export const areaIds = (area: PublicationFormValues['publicationArea'] | undefined): number[] =>
  (area ?? []).map((county) => (typeof county === 'number' ? county : county.id));

export const permissionRows = (rows: PublicationUserPermission[] | undefined, publishingEnabled: boolean) =>
  (rows ?? []).map((row) => ({
    userId: row.userId,
    role: row.role,
    hasPermissionToPublish: publishingEnabled && row.hasPermissionToPublish === true,
  }));

/**
 * The body of POST/PUT admin/publications (docs/api-publications.md): county ids, permission rows
 * `{ userId, role, hasPermissionToPublish }`, no read-only fields. While a same-as flag is set the
 * billing copy mirrors the mailing address / main contact. `withPermissions` false leaves the stored
 * permissions alone (the section is hidden for this user).
 */
export function toPublicationBody(data: Partial<PublicationFormValues>, withPermissions: boolean) {
  const sameAddress = data.billingAddressSameAsMailing !== false;
  const sameContact = data.billingContactSameAsMain !== false;
  const body: Record<string, unknown> = {
    name: trim(data.name),
    website: trim(data.website),
    enabled: data.enabled !== false,
    paymentMethod: data.paymentMethod,
    paymentPeriod: data.paymentPeriod,
    publicationArea: areaIds(data.publicationArea),
    mailingAddress: address(data.mailingAddress),
    mainContact: contact(data.mainContact),
    billingAddressSameAsMailing: sameAddress,
    billingContactSameAsMain: sameContact,
    billingAddress: address(sameAddress ? data.mailingAddress : data.billingAddress),
    billingContact: contact(sameContact ? data.mainContact : data.billingContact),
  };
  // Sent when the form holds it (a SYSTEM_ADMIN's input, or the stored value echoed back unchanged).
  if ('pricePerChargedNotice' in data) body.pricePerChargedNotice = priceBody(data.pricePerChargedNotice);
  if (withPermissions)
    body.publicationUserPermissions = permissionRows(
      data.publicationUserPermissions,
      data.publishingEnabled === true,
    );
  return body;
}
