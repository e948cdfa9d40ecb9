import { DateField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MailBody } from './MailBody';
import { showErrorProps } from '../common/RecordError';

/** One outbox mail with its text body, links clickable. */
export const MailboxShow = () => (
  <Show {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="recipient" />
      <TextField source="subject" />
      <DateField source="createdAt" showTime locales="en-US" />
      <DateField source="sentAt" showTime locales="en-US" emptyText="-" />
      <Labeled label="admin.pages.mailbox.body">
        <MailBody />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
