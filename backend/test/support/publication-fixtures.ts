/** Request bodies for the publications tests. */
export const address = (street = '120 E Lenawee St') => ({
  street,
  optionalStreet: '',
  locality: 'Lansing',
  region: 'MI',
  postalCode: '48933',
  country: 'US',
});

export const contact = (name = 'Pat Rivera') => ({
  name,
  title: 'Legal Notices Editor',
  phone: '517-555-0100',
  email: 'legals@example.org',
  fax: '',
});

export const publicationBody = (adminId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Lansing State Journal',
  website: 'https://www.lansingstatejournal.com',
  publicationArea: [33, 23],
  paymentMethod: 'CC',
  paymentPeriod: 'MONTH',
  mailingAddress: address(),
  mainContact: contact(),
  publicationUserPermissions: [{ userId: adminId, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true }],
  ...overrides,
});
