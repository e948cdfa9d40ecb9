import { NumberField, SelectField, SelectColumnsButton, TextField, TopToolbar } from 'react-admin';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { MailBody } from './MailBody';
import { DateTimeField } from '../common/DateTimeField';
import { DELIVERY_WIDTHS, deliveryFilters, deliveryStatusChoices } from '../common/deliveryStatus';

const ListActions = () => (
  <TopToolbar>
    <SelectColumnsButton preferenceKey="mailbox.datagrid" />
  </TopToolbar>
);

/** Mail kept in the outbox (SYSTEM_ADMIN) and where its delivery stands; a row expands to its text body. */
export const MailboxList = () => (
  <AppList
    listKey="mailbox.list"
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={<ListActions />}
    filters={deliveryFilters}
  >
    <AppDatagrid
      tableKey="mailbox.datagrid"
      rowClick="show"
      expand={<MailBody />}
      // The last error is on the show page; the column can be chosen (Columns).
      omit={['lastError']}
      widths={{ subject: 220, ...DELIVERY_WIDTHS }}
    >
      <TextField source="recipient" />
      <TextField source="subject" />
      <DateTimeField source="createdAt" />
      <SelectField source="status" choices={deliveryStatusChoices} sortable={false} />
      <NumberField source="attempts" sortable={false} />
      <DateTimeField source="nextAttemptAt" emptyText="-" sortable={false} />
      <DateTimeField source="sentAt" emptyText="-" />
      <TextField source="lastError" emptyText="-" sortable={false} />
    </AppDatagrid>
  </AppList>
);
