import {
  CreateButton,
  SelectColumnsButton,
  SelectField,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { canUseAdminListFilters } from '@notices/common';
import { AppDatagrid } from '../components/AppDatagrid';
import { AppList } from '../components/AppList';
import { useCan, useCurrentUser } from '../components/useCan';
import { enabledChoices, paymentMethodChoices, paymentPeriodChoices } from './choices';
import { AreaField, EnabledField, PublicationNameField } from './PublicationFields';
import { PublicationRowActions } from './PublicationRowActions';
import { COMPACT_WIDTHS } from '../lib/columns';

const TABLE_KEY = 'publications_table_main';

// Filter sources follow lib/listQuery.ts: `<column>_<operator>`, bare column for $eq.
const filters = [
  <TextInput key="name" source="name_cont" label="admin.pages.publications.filters.name" alwaysOn />,
  <SelectInput
    key="enabled"
    source="enabled"
    label="admin.pages.publications.filters.enabled"
    choices={enabledChoices}
    alwaysOn
  />,
  <SelectInput
    key="paymentMethod"
    source="paymentMethod"
    label="admin.pages.publications.filters.paymentMethod"
    choices={paymentMethodChoices}
    alwaysOn
  />,
  <SelectInput
    key="paymentPeriod"
    source="paymentPeriod"
    label="admin.pages.publications.filters.paymentPeriod"
    choices={paymentPeriodChoices}
    alwaysOn
  />,
  <TextInput
    key="area"
    source="publicationArea_cont"
    label="admin.pages.publications.filters.publicationArea"
    alwaysOn
  />,
];

const ListActions = () => {
  const allowed = useCan();
  return (
    <TopToolbar>
      <SelectColumnsButton preferenceKey={TABLE_KEY} />
      {allowed('publications.create') && <CreateButton />}
    </TopToolbar>
  );
};

/** Publications list; filters only for a SYSTEM_ADMIN. */
export const PublicationList = () => {
  const me = useCurrentUser();
  return (
    <AppList
      listKey="publications.list"
      sort={{ field: 'name', order: 'ASC' }}
      filters={canUseAdminListFilters(me) ? filters : undefined}
      actions={<ListActions />}
    >
      <AppDatagrid
        tableKey={TABLE_KEY}
        rowClick="show"
        widths={{
          enabled: COMPACT_WIDTHS.status,
          paymentMethod: COMPACT_WIDTHS.role,
          paymentPeriod: COMPACT_WIDTHS.status,
        }}
      >
        <PublicationNameField source="name" label="resources.publications.fields.name" />
        <PublicationRowActions source="actions" label="admin.list.actions" sortable={false} />
        <EnabledField source="enabled" label="resources.publications.fields.enabled" />
        <AreaField
          source="publicationArea"
          label="resources.publications.fields.publicationArea"
          sortable={false}
        />
        <SelectField source="paymentMethod" choices={paymentMethodChoices} />
        <SelectField source="paymentPeriod" choices={paymentPeriodChoices} />
      </AppDatagrid>
    </AppList>
  );
};
