/** Texts of the system settings page (admin.pages.systemSettings) and the shared API key texts (admin.apiKey). */
export const apiKey = {
  generate: 'Generate API key',
  regenerate: 'Regenerate API key',
  delete: 'Delete API key',
  showSecret: 'Show secret',
  hideSecret: 'Hide secret',
  copySecret: 'Copy secret',
  clientId: 'Client id',
  secret: 'Secret',
  copyNow: 'Copy the secret now: it cannot be shown again.',
};

export const copy = { success: 'Copied to clipboard', error: 'Could not copy to clipboard' };

export const systemSettings = {
  apiKey: {
    title: 'API key',
    none: 'No API key yet',
    clientId: 'Client id: %{id}',
    createdAt: 'Created: %{date}',
    lastUsedAt: 'Last used: %{date}',
    never: 'never',
    generate: 'Generate API key',
    regenerate: 'Regenerate API key',
    delete: 'Delete API key',
    dialogs: {
      regenerate: {
        title: 'Regenerate API key',
        content:
          'A new client id and secret will be generated. The old key stops working at once: programs using it must be updated.',
      },
      delete: {
        title: 'Delete API key',
        content: 'Delete your API key? Programs using it stop working at once.',
      },
    },
    snackbars: {
      generate: { success: 'API key generated', error: 'Could not generate the API key: %{reason}' },
      delete: { success: 'API key deleted', error: 'Could not delete the API key' },
    },
  },
  publicationSettings: {
    title: 'Publication settings',
    pastDatesEnabled: 'Past dates enabled',
    currentDateEnabled: 'Current date enabled',
    snackbars: { success: 'Settings saved', error: 'Could not save the settings' },
  },
  emergency: {
    title: 'Emergency button',
    text: 'The public site shows an Emergency button that lists the notices of this type.',
    noticeType: 'Emergency notice type',
    none: 'None (no Emergency button)',
    overridden: 'EMERGENCY_NOTICE_TYPE_ID is set on the server: the site uses notice type %{id} instead.',
    save: 'Save',
    snackbars: { success: 'Emergency notice type saved', error: 'Could not save the emergency notice type' },
  },
  iframe: {
    title: 'Generate iframe',
    publications: 'Publications',
    searchBgColor: 'Background colour',
    secondaryColor: 'Secondary colour',
    colorHint: 'Colours in hex notation, e.g. #141d25.',
    invalidColor: 'Use a hex colour such as #141d25',
    choosePublications: 'Choose at least one publication to get the code.',
    fixColors: 'Fix the colours to get the code.',
    snippet: 'Code to paste into your site',
    copy: 'Copy code',
    preview: 'Preview',
    previewTitle: 'Preview of the embedded search',
    embedTitle: 'Michigan public notices',
  },
  documentation: {
    title: 'Documentation',
    text: 'The API reference, with every endpoint, schema and example.',
    open: 'Open API documentation',
  },
};
