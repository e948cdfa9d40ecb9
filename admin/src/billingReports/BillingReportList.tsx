import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  DateInput,
  FunctionField,
  SelectColumnsButton,
  SelectField,
  SelectInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { canUseAdminListFilters, formatDay } from '@notices/common';
import { AppDatagrid } from '../components/AppDatagrid';
import { AppList } from '../components/AppList';
import { CountField } from '../components/CountField';
import { useCan, useCurrentUser } from '../components/useCan';
import { SelectionFilterInput } from '../notices/list/SelectionFilterInput';
import { paymentMethodChoices, paymentPeriodChoices } from '../publications/choices';
import { DownloadButtons } from './DownloadButtons';
import { GenerateReportsButton } from './GenerateReportsButton';
import { NoticesChart } from './NoticesChart';
import type { BillingReport } from './types';
import { COMPACT_WIDTHS } from '../lib/columns';

const TABLE_KEY = 'billing_reports_table_main';
const F = 'admin.pages.billingReports.filters';

// Filter sources follow lib/listQuery.ts: `publication_in` → filters[publication][$in].
const filters = [
  <SelectionFilterInput
    key="publication"
    source="publication_in"
    label="resources.billingreports.fields.publication"
    reference="publications_all"
    alwaysOn
  />,
  <DateInput key="from" source="paymentPeriodFrom_gteq" label={`${F}.fromAfter`} alwaysOn />,
  <DateInput key="to" source="paymentPeriodTo_lteq" label={`${F}.toBefore`} alwaysOn />,
  <SelectInput
    key="method"
    source="paymentMethod"
    label={`${F}.paymentMethod`}
    choices={paymentMethodChoices}
  />,
  <SelectInput
    key="period"
    source="paymentPeriod"
    label={`${F}.paymentPeriod`}
    choices={paymentPeriodChoices}
  />,
];

/** The publication, a link to its summary. */
const PublicationLink = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<BillingReport>();
  if (!record) return null;
  return (
    <MuiLink
      component={Link}
      to={`/publications/${record.publication.id}/show`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {record.publication.name}
    </MuiLink>
  );
};

const ListActions = () => {
  const allowed = useCan();
  return (
    <TopToolbar>
      <SelectColumnsButton preferenceKey={TABLE_KEY} />
      {allowed('billingReports.create') && <GenerateReportsButton />}
    </TopToolbar>
  );
};

// Detroit days, as the chart, the PDF and the CSV write the period (common's formatPeriod): the spec's
// "UTC" is how the API carries the instants; the UTC day of the last one would read a day late.
const periodDay = (source: 'paymentPeriodFrom' | 'paymentPeriodTo') => (
  <FunctionField<BillingReport> source={source} render={(record) => formatDay(record[source])} />
);

/** Billing reports (SYSTEM_ADMIN all, a publication admin theirs); filters for a SYSTEM_ADMIN only. */
export const BillingReportList = () => {
  const me = useCurrentUser();
  return (
    <AppList
      listKey="billingreports.list"
      sort={{ field: 'paymentPeriodFrom', order: 'DESC' }}
      filters={canUseAdminListFilters(me) ? filters : undefined}
      actions={<ListActions />}
    >
      <NoticesChart />
      <AppDatagrid
        tableKey={TABLE_KEY}
        rowClick={false}
        widths={{
          noticesCount: COMPACT_WIDTHS.flag,
          paymentPeriodFrom: COMPACT_WIDTHS.day,
          paymentPeriodTo: COMPACT_WIDTHS.day,
          paymentMethod: COMPACT_WIDTHS.role,
          paymentPeriod: COMPACT_WIDTHS.status,
        }}
      >
        <PublicationLink
          source="publication"
          label="resources.billingreports.fields.publication"
          sortable={false}
        />
        <DownloadButtons source="actions" label="admin.list.actions" sortable={false} />
        <CountField source="noticesCount" />
        {periodDay('paymentPeriodFrom')}
        {periodDay('paymentPeriodTo')}
        <SelectField source="paymentMethod" choices={paymentMethodChoices} sortable={false} />
        <SelectField source="paymentPeriod" choices={paymentPeriodChoices} sortable={false} />
      </AppDatagrid>
    </AppList>
  );
};
