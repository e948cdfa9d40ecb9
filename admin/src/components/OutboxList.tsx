import type { ReactElement, ReactNode } from 'react';
import { NumberField, SelectColumnsButton, SelectField, TextField, TopToolbar } from 'react-admin';
import { AppDatagrid } from './AppDatagrid';
import { AppList } from './AppList';
import { DateTimeField } from './DateTimeField';
import { DELIVERY_WIDTHS, deliveryFilters, deliveryStatusChoices } from './deliveryStatus';

/** Where a message's delivery stands, as the outbox lists show it after the message's own columns. */
const deliveryColumns = [
  <DateTimeField key="createdAt" source="createdAt" />,
  <SelectField key="status" source="status" choices={deliveryStatusChoices} sortable={false} />,
  <NumberField key="attempts" source="attempts" sortable={false} />,
  <DateTimeField key="nextAttemptAt" source="nextAttemptAt" emptyText="-" sortable={false} />,
  <DateTimeField key="sentAt" source="sentAt" emptyText="-" />,
  <TextField key="lastError" source="lastError" emptyText="-" sortable={false} />,
];

/** The same on a show page, with the last try too. */
export const deliveryShowFields = [
  <DateTimeField key="createdAt" source="createdAt" />,
  <SelectField key="status" source="status" choices={deliveryStatusChoices} />,
  <NumberField key="attempts" source="attempts" />,
  <DateTimeField key="lastAttemptAt" source="lastAttemptAt" emptyText="-" />,
  <DateTimeField key="nextAttemptAt" source="nextAttemptAt" emptyText="-" />,
  <TextField key="lastError" source="lastError" emptyText="-" />,
  <DateTimeField key="sentAt" source="sentAt" emptyText="-" />,
];

interface OutboxListProps {
  /** The resource's name, which keys its stored list and column preferences. */
  name: string;
  /** Widths of the message's own columns. */
  widths: Record<string, number>;
  expand?: ReactElement;
  /** The message's own columns (recipient, subject or text), shown before the delivery columns. */
  children: ReactNode;
}

/** An outbox (Mailbox, text messages) for a SYSTEM_ADMIN: newest first, filtered by delivery status. */
export const OutboxList = ({ name, widths, expand, children }: OutboxListProps) => (
  <AppList
    listKey={`${name}.list`}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={
      <TopToolbar>
        <SelectColumnsButton preferenceKey={`${name}.datagrid`} />
      </TopToolbar>
    }
    filters={deliveryFilters}
  >
    <AppDatagrid
      tableKey={`${name}.datagrid`}
      rowClick="show"
      expand={expand}
      // The last error is on the show page; the column can be chosen (Columns).
      omit={['lastError']}
      widths={{ ...widths, ...DELIVERY_WIDTHS }}
    >
      {children}
      {deliveryColumns}
    </AppDatagrid>
  </AppList>
);
