import { Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { showErrorProps } from '../components/RecordError';
import { deliveryShowFields } from '../components/OutboxList';
import { LinkifiedText } from '../mailbox/LinkifiedText';
import type { TextMessage } from '../types';

/** The text as sent, its links clickable (never parsed as HTML). */
const TextBody = (_props: { label?: string }) => {
  const record = useRecordContext<TextMessage>();
  return record ? <LinkifiedText text={record.body} /> : null;
};

/** One outbox text message with where its delivery stands. */
export const TextMessageShow = () => (
  <Show {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="recipient" />
      {deliveryShowFields}
      <TextField source="providerId" emptyText="-" />
      <TextBody label="resources.text_messages.fields.body" />
    </SimpleShowLayout>
  </Show>
);
