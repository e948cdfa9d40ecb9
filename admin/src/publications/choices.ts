import { PAYMENT_METHODS, PAYMENT_PERIODS, PUBLICATION_ROLES } from '@notices/common';

export const paymentMethodChoices = PAYMENT_METHODS.map((id) => ({
  id,
  name: `admin.pages.publications.paymentMethods.${id}`,
}));

export const paymentPeriodChoices = PAYMENT_PERIODS.map((id) => ({
  id,
  name: `admin.pages.publications.paymentPeriods.${id}`,
}));

export const enabledChoices = [
  { id: 'true', name: 'admin.pages.publications.enabled.true' },
  { id: 'false', name: 'admin.pages.publications.enabled.false' },
];

/** Role choices from a publication's possibleRoles (all publication roles when not known yet). */
export const publicationRoleChoices = (possibleRoles?: readonly string[]) =>
  (possibleRoles && possibleRoles.length > 0 ? possibleRoles : PUBLICATION_ROLES).map((id) => ({
    id,
    name: `admin.publicationRoles.${id}`,
  }));
