import { FunctionField, type RaRecord } from 'react-admin';
import { formatCount } from '@notices/common';

interface CountFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** A count as common writes it (1,234), whatever the browser's locale (react-admin's NumberField follows it). */
export const CountField = ({ source, ...props }: CountFieldProps) => (
  <FunctionField<RaRecord>
    source={source}
    textAlign="right"
    {...props}
    render={(record) => (typeof record[source] === 'number' ? formatCount(record[source] as number) : '')}
  />
);
