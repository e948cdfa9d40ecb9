import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MailBody } from './MailBody';
import { showErrorProps } from '../common/RecordError';
import { DateTimeField } from '../common/DateTimeField';

/** One outbox mail with its text body, links clickable. */
export const MailboxShow = () => (
  <Show {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="recipient" />
      <TextField source="subject" />
      <DateTimeField source="createdAt" />
      <DateTimeField source="sentAt" emptyText="-" />
      <Labeled label="admin.pages.mailbox.body">
        <MailBody />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
