/** Texts of the publications pages (admin.pages.publications) and their resource labels. */
export const publicationResource = {
  name: 'Publication |||| Publications',
  fields: {
    name: 'Name',
    website: 'Website',
    publicationArea: 'Publication area',
    enabled: 'Status',
    paymentMethod: 'Payment method',
    paymentPeriod: 'Payment period',
    pricePerChargedNotice: 'Price per charged notice (USD)',
    createdAt: 'Created at',
    actions: 'Actions',
  },
};

export const publications = {
  filters: {
    name: 'Name contains',
    enabled: 'Status',
    paymentMethod: 'Payment method',
    paymentPeriod: 'Payment period',
    publicationArea: 'County contains',
  },
  enabled: { true: 'Active', false: 'Deactivated' },
  paymentMethods: { CC: 'Credit Card', MANUAL: 'Manual' },
  paymentPeriods: { WEEK: 'Week', MONTH: 'Month' },
  sections: {
    mailingAddress: 'Mailing address',
    billingAddress: 'Billing address',
    mainContact: 'Main contact',
    billingContact: 'Billing contact',
    permissions: 'Permissions',
  },
  fields: {
    street: 'Street',
    optionalStreet: 'Street (optional)',
    locality: 'City',
    region: 'State',
    postalCode: 'Postal code',
    country: 'Country',
    name: 'Name',
    title: 'Title',
    phone: 'Phone',
    email: 'E-mail',
    fax: 'Fax',
    enabled: 'Active',
    billingAddressSameAsMailing: 'Billing address same as mailing address',
    billingContactSameAsMain: 'Billing contact same as main contact',
  },
  validation: {
    area: 'Choose at least one county',
    noAdmin:
      'A publication needs one publication admin: add a user and give them the role Publication Admin.',
    oneAdmin: 'Only one publication admin is allowed.',
  },
  price: {
    helper:
      'Optional. Billing statements charge this amount once per charged notice of the period; leave empty for statements without amounts. A change applies to reports made afterwards.',
    none: 'Not set',
    invalid: 'Enter an amount in dollars, such as 12.50',
    negative: 'The price cannot be negative',
    tooLarge: 'The price is too large',
    decimals: 'Use at most 2 decimals (cents)',
  },
  noPermissions: 'No permissions',
  systemAdminOnly: 'Only a system admin can change the payment settings.',
  permissions: {
    email: 'User e-mail',
    role: 'Permission role',
    canPublish: 'Permission to publish',
    roleOf: 'Role of %{email}',
    canPublishOf: '%{email} may publish',
    remove: 'Remove %{email}',
    addUser: 'Add user',
  },
  userSelect: {
    title: 'Add user',
    search: 'Search by e-mail or name',
    list: 'Publication managers',
    empty: 'No other publication manager to add.',
    error: 'Could not load the publication managers.',
  },
  editWarning: {
    title: 'Confirm changes',
    content: 'You are changing:',
    change: '%{field}: %{before} → %{after}',
    admin: 'Publication admin',
  },
  buttons: { activate: 'Activate', deactivate: 'Deactivate' },
  dialogs: {
    activate: { title: 'Activate publication', content: 'Activate %{name}?' },
    deactivate: {
      title: 'Deactivate publication',
      content: 'Deactivate %{name}? Its managers who have no other active publication will be blocked.',
    },
  },
  snackbars: {
    creator: {
      success: 'Publication created',
      error: 'Could not create publication',
      user_not_exists_on_lc: 'The admin account must exist on the license console first',
      lc_error: 'The license console could not be reached',
    },
    editor: { success: 'Publication updated', error: 'Could not update the publication' },
    delete: { success: 'Publication deleted', error: 'Could not delete the publication: %{reason}' },
    updateStatus: {
      success: 'Publication status changed',
      error: 'Could not change the publication status',
      publication_has_notices: 'The status cannot change while notices are connected to the publication',
    },
  },
};
