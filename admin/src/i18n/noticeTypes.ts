/** Texts of the notice types pages (admin.pages.noticeTypes) and their resource labels. */
export const noticeTypeResource = {
  name: 'Notice type |||| Notice types',
  fields: { name: 'Name', createdAt: 'Created at', actions: 'Actions', fields: 'Fields' },
};

export const noticeTypes = {
  filters: { name: 'Name contains' },
  fieldTypes: {
    text: 'Text',
    textarea: 'Text area',
    file: 'File',
    publication: 'Publication',
    county: 'County',
    dateRange: 'Date range',
    address: 'Address',
    date: 'Date',
    dateTime: 'Date and time',
  },
  universal: {
    uploadFile: 'Upload file',
    noticeTitle: 'Notice title',
    publication: 'Publication',
    county: 'County',
    datesOfPublication: 'Dates of publication',
    content: 'Content',
  },
  sections: { universal: 'Universal fields', specific: 'Specific fields' },
  columns: { name: 'Field name', fieldType: 'Field type', required: 'Required' },
  noFields: 'No specific fields.',
  locked: 'Notices were created with this type: it can no longer be edited or deleted.',
  lockedTooltip: 'Not possible: notices were created with this type',
  copyName: '%{name} (copy)',
  buttons: { clone: 'Clone' },
  snackbars: {
    creator: { success: 'Notice type created', error: 'Could not create the notice type' },
    editor: {
      success: 'Notice type updated',
      error: {
        default: 'Could not update the notice type',
        notice_type_has_notices: 'Notices were created with this type: it can no longer be edited',
      },
    },
    delete: { success: 'Notice type deleted', error: 'Could not delete the notice type: %{reason}' },
  },
};
