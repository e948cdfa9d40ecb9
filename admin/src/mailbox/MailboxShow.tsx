import { Labeled, NumberField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MailBody } from './MailBody';
import { showErrorProps } from '../common/RecordError';
import { DateTimeField } from '../common/DateTimeField';
import { deliveryStatusChoices } from '../common/deliveryStatus';

/** One outbox mail with where its delivery stands and its text body, links clickable. */
export const MailboxShow = () => (
  <Show {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="recipient" />
      <TextField source="subject" />
      <DateTimeField source="createdAt" />
      <SelectField source="status" choices={deliveryStatusChoices} />
      <NumberField source="attempts" />
      <DateTimeField source="lastAttemptAt" emptyText="-" />
      <DateTimeField source="nextAttemptAt" emptyText="-" />
      <TextField source="lastError" emptyText="-" />
      <DateTimeField source="sentAt" emptyText="-" />
      <Labeled label="admin.pages.mailbox.body">
        <MailBody />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
