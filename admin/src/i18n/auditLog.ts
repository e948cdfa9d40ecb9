/** Texts of the audit log (admin.pages.auditLog) and its resource labels. */
export const auditLogResource = {
  name: 'Audit log |||| Audit log',
  fields: {
    createdAt: 'When',
    actorEmail: 'Who',
    action: 'Action',
    entity: 'Record',
    entityId: 'Record id',
    changes: 'Changed fields',
  },
};

export const auditLog = {
  history: 'History',
  historyError: 'Could not load the history.',
  noHistory: 'No recorded changes.',
  entry: '%{date}, %{actor}: %{action}',
  noChanges: 'No field changes recorded.',
  changes: 'Changes',
  field: 'Field',
  before: 'Before',
  after: 'After',
  entityTypes: { user: 'User', publication: 'Publication', noticeType: 'Notice type' },
  actions: { create: 'Created', update: 'Updated', delete: 'Deleted', status: 'Status changed' },
  filters: {
    entityType: 'Record type',
    entityId: 'Record id',
    actorEmail: 'Who (e-mail contains)',
    action: 'Action',
    from: 'From',
    to: 'To',
  },
};
