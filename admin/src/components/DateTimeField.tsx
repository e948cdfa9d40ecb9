import { FunctionField, type RaRecord } from 'react-admin';
import { formatDateTime } from '@notices/common';

interface DateTimeFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  emptyText?: string;
}

/** A date-time as MM/DD/YYYY, hh:mm A, the same in lists and details. */
export const DateTimeField = ({ source, emptyText = '', ...props }: DateTimeFieldProps) => (
  <FunctionField<RaRecord>
    source={source}
    {...props}
    render={(record) => formatDateTime(record[source] as string | null | undefined) || emptyText}
  />
);
