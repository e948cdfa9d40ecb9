import { NumberField, SelectField, SelectColumnsButton, TextField, TopToolbar } from 'react-admin';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { DateTimeField } from '../common/DateTimeField';
import { DELIVERY_WIDTHS, deliveryFilters, deliveryStatusChoices } from '../common/deliveryStatus';

const ListActions = () => (
  <TopToolbar>
    <SelectColumnsButton preferenceKey="text_messages.datagrid" />
  </TopToolbar>
);

/** Text messages (saved-search SMS alerts) in the outbox, for a SYSTEM_ADMIN, and where their delivery stands. */
export const TextMessageList = () => (
  <AppList
    listKey="text_messages.list"
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={<ListActions />}
    filters={deliveryFilters}
  >
    <AppDatagrid
      tableKey="text_messages.datagrid"
      rowClick="show"
      // The last error is on the show page; the column can be chosen (Columns).
      omit={['lastError']}
      widths={{ recipient: 140, body: 300, ...DELIVERY_WIDTHS }}
    >
      <TextField source="recipient" />
      <TextField source="body" />
      <DateTimeField source="createdAt" />
      <SelectField source="status" choices={deliveryStatusChoices} sortable={false} />
      <NumberField source="attempts" sortable={false} />
      <DateTimeField source="nextAttemptAt" emptyText="-" sortable={false} />
      <DateTimeField source="sentAt" emptyText="-" />
      <TextField source="lastError" emptyText="-" sortable={false} />
    </AppDatagrid>
  </AppList>
);
