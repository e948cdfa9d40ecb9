import { DateField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MailBody } from './MailBody';

/** One outbox mail with its text body, links clickable. */
export const MailboxShow = () => (
  <Show>
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
