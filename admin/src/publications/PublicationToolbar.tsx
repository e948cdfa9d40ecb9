import { useState } from 'react';
import { List, ListItem, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { hasExactlyOnePublicationAdmin, isPublicationAdminRole } from '@notices/common';
import { ConfirmSaveDialog } from '../components/ConfirmSaveDialog';
import { FormToolbar } from '../components/FormToolbar';
import type { Publication, PublicationUserPermission } from '../types';

const adminOf = (rows: PublicationUserPermission[] | undefined) =>
  rows?.find((row) => isPublicationAdminRole(row.role));

/** Changes of payment method, payment period or publication admin, as lines for the warning window. */
function warnedChanges(
  before: Publication,
  after: Partial<Publication>,
  translate: (key: string, options?: object) => string,
): string[] {
  const lines: string[] = [];
  for (const field of ['paymentMethod', 'paymentPeriod'] as const) {
    if (after[field] !== before[field])
      lines.push(
        translate('admin.pages.publications.editWarning.change', {
          field: translate(`resources.publications.fields.${field}`),
          before: translate(`admin.pages.publications.${field}s.${before[field]}`),
          after: translate(`admin.pages.publications.${field}s.${after[field]}`),
        }),
      );
  }
  const oldAdmin = adminOf(before.publicationUserPermissions);
  const newAdmin = adminOf(after.publicationUserPermissions);
  if (after.publicationUserPermissions && oldAdmin?.userId !== newAdmin?.userId)
    lines.push(
      translate('admin.pages.publications.editWarning.change', {
        field: translate('admin.pages.publications.editWarning.admin'),
        before: oldAdmin?.userEmail ?? '-',
        after: newAdmin?.userEmail ?? '-',
      }),
    );
  return lines;
}

/**
 * Save and Cancel; Save stays disabled unless exactly one PUBLICATION_ADMIN (when the permissions
 * section is shown). In the editor, changing payment method, payment period or the publication admin
 * first opens a window listing the changes.
 */
export const PublicationToolbar = (props: { cancelTo: string; checkAdmins: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<Publication>();
  const { getValues } = useFormContext<Publication>();
  const rows = useWatch({ name: 'publicationUserPermissions' }) as PublicationUserPermission[] | undefined;
  const [changes, setChanges] = useState<string[]>([]);
  const isEdit = record?.id !== undefined;
  return (
    <>
      <FormToolbar
        cancelTo={props.cancelTo}
        blocked={props.checkAdmins && !hasExactlyOnePublicationAdmin(rows)}
        onSave={(event) => {
          if (!isEdit || !record) return;
          const lines = warnedChanges(record, getValues(), translate);
          if (lines.length === 0) return;
          event.preventDefault();
          setChanges(lines);
        }}
      />
      <ConfirmSaveDialog
        open={changes.length > 0}
        title="admin.pages.publications.editWarning.title"
        onClose={() => setChanges([])}
      >
        <Typography variant="body2">{translate('admin.pages.publications.editWarning.content')}</Typography>
        <List dense>
          {changes.map((line) => (
            <ListItem key={line}>{line}</ListItem>
          ))}
        </List>
      </ConfirmSaveDialog>
    </>
  );
};
