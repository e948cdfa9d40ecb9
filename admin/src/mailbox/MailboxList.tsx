import { SelectColumnsButton, TextField, TopToolbar } from 'react-admin';
import { TABLE_WIDTHS } from '@notices/common';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { MailBody } from './MailBody';
import { DateTimeField } from '../common/DateTimeField';

const ListActions = () => (
  <TopToolbar>
    <SelectColumnsButton preferenceKey="mailbox.datagrid" />
  </TopToolbar>
);

/** Mail kept in the outbox (SYSTEM_ADMIN); a row expands to its text body, the show page has it too. */
export const MailboxList = () => (
  <AppList listKey="mailbox.list" sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
    <AppDatagrid
      tableKey="mailbox.datagrid"
      rowClick="show"
      expand={<MailBody />}
      widths={{ subject: 400, createdAt: TABLE_WIDTHS.createdAt, sentAt: TABLE_WIDTHS.createdAt }}
    >
      <TextField source="recipient" />
      <TextField source="subject" />
      <DateTimeField source="createdAt" />
      <DateTimeField source="sentAt" emptyText="-" />
    </AppDatagrid>
  </AppList>
);
