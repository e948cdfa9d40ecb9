/** Texts of the saved searches pages (admin.pages.savedSearches), its resource labels and the site's snackbars. */
export const savedSearchResource = {
  name: 'Saved search |||| Saved searches',
  fields: {
    name: 'Name',
    actions: 'Actions',
    notificationsEnabled: 'Notifications',
    textNotificationsEnabled: 'Text notifications',
    publicationArea: 'Publication area',
    createdAt: 'Created at',
    enabled: 'Enabled',
    numberOfHits: 'Hits',
    for: 'Text',
    pub: 'Publications',
    area: 'Counties',
    dateRange: 'Date range',
    from: 'From',
    to: 'To',
    type: 'Notice type',
  },
};

export const savedSearches = {
  nameWithHits: '%{name} (%{hits})',
  notFound: 'This saved search does not exist',
  phoneRequired: 'Add a phone number to your profile to get text notifications.',
  noDateRange: 'None',
  anyType: 'Any type',
  sections: { search: 'Search', customFields: 'Notice type fields' },
  validation: { fromAfterTo: 'From must not be after To' },
  buttons: { launch: 'Launch search', enable: 'Enable', disable: 'Disable' },
  dialogs: {
    enable: { title: 'Enable saved search', content: 'Enable %{name}?' },
    disable: {
      title: 'Disable saved search',
      content: 'Disable %{name}? It sends no alerts while disabled.',
    },
  },
  snackbars: {
    delete: { success: 'Saved search deleted', error: 'Could not delete the saved search: %{reason}' },
    updateStatus: {
      success: 'Saved search status changed',
      error: 'Could not change the saved search status',
      not_found: 'This saved search does not exist',
    },
  },
};

/** The public site's namespace, shared for the save snackbars. */
export const homepage = {
  snackbars: {
    saveSearch: { success: 'Search saved', error: 'Could not save the search' },
  },
};
