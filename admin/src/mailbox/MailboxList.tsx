import {
  NumberField,
  SelectField,
  SelectColumnsButton,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { TABLE_WIDTHS } from '@notices/common';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { MailBody } from './MailBody';
import { DateTimeField } from '../common/DateTimeField';
import { deliveryStatusChoices } from './deliveryStatus';

const ListActions = () => (
  <TopToolbar>
    <SelectColumnsButton preferenceKey="mailbox.datagrid" />
  </TopToolbar>
);

const filters = [<SelectInput key="status" source="status" choices={deliveryStatusChoices} alwaysOn />];

/** Mail kept in the outbox (SYSTEM_ADMIN) and where its delivery stands; a row expands to its text body. */
export const MailboxList = () => (
  <AppList
    listKey="mailbox.list"
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={<ListActions />}
    filters={filters}
  >
    <AppDatagrid
      tableKey="mailbox.datagrid"
      rowClick="show"
      expand={<MailBody />}
      // The last error is on the show page; the column can be chosen (Columns).
      omit={['lastError']}
      widths={{
        subject: 320,
        createdAt: TABLE_WIDTHS.createdAt,
        status: 120,
        attempts: 90,
        nextAttemptAt: TABLE_WIDTHS.createdAt,
        sentAt: TABLE_WIDTHS.createdAt,
      }}
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
