import { toDollars, type PaymentMethod, type PaymentPeriod } from '@notices/common';
import type { PublicationUserPermissionView } from '../users/publication-access.loader';
import type { Address, Contact, Publication } from './publication.entity';

/** The publication as every API answer shows it. */
export interface PublicationView {
  id: number;
  name: string;
  website: string;
  enabled: boolean;
  publishingEnabled: boolean;
  possibleRoles: string[];
  paymentMethod: PaymentMethod;
  paymentPeriod: PaymentPeriod;
  publicationArea: Array<{ id: number; name: string }>;
  noticesCreated: boolean;
  mailingAddress: Address;
  billingAddress: Address;
  mainContact: Contact;
  billingContact: Contact;
  billingAddressSameAsMailing: boolean;
  billingContactSameAsMain: boolean;
  /** Dollars billed per charged notice (at most 2 decimals); null when none is set. */
  pricePerChargedNotice: number | null;
  publicationUserPermissions: PublicationUserPermissionView[];
  createdAt: string;
}

export function toPublicationView(
  p: Publication,
  permissions: PublicationUserPermissionView[],
): PublicationView {
  return {
    id: p.id,
    name: p.name,
    website: p.website,
    enabled: p.enabled,
    publishingEnabled: p.publishingEnabled,
    possibleRoles: p.possibleRoles,
    paymentMethod: p.paymentMethod,
    paymentPeriod: p.paymentPeriod,
    publicationArea: [...(p.publicationArea ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ id, name }) => ({ id, name })),
    noticesCreated: p.noticesCreated,
    // While a same-as flag is set the stored copy already follows; answering the source keeps them equal.
    mailingAddress: p.mailingAddress,
    billingAddress: p.billingAddressSameAsMailing ? p.mailingAddress : p.billingAddress,
    mainContact: p.mainContact,
    billingContact: p.billingContactSameAsMain ? p.mainContact : p.billingContact,
    billingAddressSameAsMailing: p.billingAddressSameAsMailing,
    billingContactSameAsMain: p.billingContactSameAsMain,
    pricePerChargedNotice: toDollars(p.pricePerChargedNoticeCents),
    publicationUserPermissions: permissions,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The publication as the audit log keeps it: ids instead of names, permissions reduced to what they grant. */
export function publicationSnapshot(view: PublicationView): object {
  const { publicationArea, publicationUserPermissions, createdAt: _createdAt, ...rest } = view;
  return {
    ...rest,
    publicationArea: publicationArea.map((c) => c.id),
    publicationUserPermissions: publicationUserPermissions.map((p) => ({
      userId: p.userId,
      role: p.role,
      hasPermissionToPublish: p.hasPermissionToPublish,
    })),
  };
}
