import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MailBody } from './MailBody';
import { showErrorProps } from '../components/RecordError';
import { deliveryShowFields } from '../components/OutboxList';

/** One outbox mail with where its delivery stands and its text body, links clickable. */
export const MailboxShow = () => (
  <Show {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="recipient" />
      <TextField source="subject" />
      {deliveryShowFields}
      <Labeled label="admin.pages.mailbox.body">
        <MailBody />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
