import { toDollars } from '@notices/common';
import type { PublicationUserPermissionDto } from '../accounts/dto/publication-access.dto';
import type { PublicationResponseDto } from './dto/publication-response.dto';
import type { Publication } from './publication.entity';

/** The publication as every API answer shows it. */
export function toPublicationResponse(
  p: Publication,
  permissions: PublicationUserPermissionDto[],
): PublicationResponseDto {
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
export function publicationSnapshot(publication: PublicationResponseDto): object {
  const { publicationArea, publicationUserPermissions, createdAt: _createdAt, ...rest } = publication;
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
