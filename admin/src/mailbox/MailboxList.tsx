import { TextField } from 'react-admin';
import { OutboxList } from '../components/OutboxList';
import { MailBody } from './MailBody';

/** Mail kept in the outbox (SYSTEM_ADMIN) and where its delivery stands; a row expands to its text body. */
export const MailboxList = () => (
  <OutboxList name="mailbox" widths={{ subject: 220 }} expand={<MailBody />}>
    <TextField source="recipient" />
    <TextField source="subject" />
  </OutboxList>
);
