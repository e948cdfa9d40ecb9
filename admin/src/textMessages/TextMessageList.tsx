import { TextField } from 'react-admin';
import { OutboxList } from '../components/OutboxList';

/** Text messages (saved-search SMS alerts) in the outbox, for a SYSTEM_ADMIN, and where their delivery stands. */
export const TextMessageList = () => (
  <OutboxList name="text_messages" widths={{ recipient: 140, body: 300 }}>
    <TextField source="recipient" />
    <TextField source="body" />
  </OutboxList>
);
