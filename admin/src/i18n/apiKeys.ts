/** Texts of the API keys page (admin.pages.apiKeys) and its resource labels. */
export const apiKeyResource = {
  name: 'API key |||| API keys',
  fields: {
    userEmail: 'User e-mail',
    userFullName: 'Full name',
    clientId: 'Client id',
    createdAt: 'Created',
    lastUsedAt: 'Last used',
    actions: 'Actions',
  },
};

export const apiKeys = {
  none: 'none',
  filters: { userEmail: 'E-mail contains', hasKey: 'Has a key' },
  newKey: { title: 'New API key', user: 'API user: %{user}' },
  dialogs: {
    generate: { title: 'Generate API key', content: 'Generate an API key for %{user}?' },
    regenerate: {
      title: 'Regenerate API key',
      content: 'Regenerate the API key of %{user}? The old key stops working at once.',
    },
    delete: {
      title: 'Delete API key',
      content: 'Delete the API key of %{user}? Programs using it stop working at once.',
    },
  },
  snackbars: {
    generate: { success: 'API key generated', error: 'Could not generate the API key: %{reason}' },
    delete: { success: 'API key deleted', error: 'Could not delete the API key' },
  },
};
