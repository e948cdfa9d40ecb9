import {
  DateInput,
  SelectColumnsButton,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { TABLE_WIDTHS } from '@notices/common';
import { AppDatagrid } from '../components/AppDatagrid';
import { AppList } from '../components/AppList';
import { AuditChanges, ChangedFields } from './AuditChanges';
import { EntityLink } from './EntityLink';
import { AUDIT_ACTIONS, ENTITY_TYPES } from './format';
import { DateTimeField } from '../components/DateTimeField';
import { dayOf, endOfDay, startOfDay } from './dayFilter';

const TABLE_KEY = 'audit_log_table_main';

const entityChoices = ENTITY_TYPES.map((id) => ({ id, name: `admin.pages.auditLog.entityTypes.${id}` }));
const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: `admin.pages.auditLog.actions.${id}` }));

// Filter sources follow lib/listQuery.ts: `<column>_<operator>`, bare column for $eq.
const filters = [
  <SelectInput
    key="entityType"
    source="entityType"
    label="admin.pages.auditLog.filters.entityType"
    choices={entityChoices}
    alwaysOn
  />,
  <TextInput key="entityId" source="entityId" label="admin.pages.auditLog.filters.entityId" alwaysOn />,
  <TextInput
    key="actorEmail"
    source="actorEmail_cont"
    label="admin.pages.auditLog.filters.actorEmail"
    alwaysOn
  />,
  <SelectInput
    key="action"
    source="action"
    label="admin.pages.auditLog.filters.action"
    choices={actionChoices}
    alwaysOn
  />,
  <DateInput
    key="from"
    source="createdAt_gteq"
    label="admin.pages.auditLog.filters.from"
    parse={startOfDay}
    format={dayOf}
    alwaysOn
  />,
  <DateInput
    key="to"
    source="createdAt_lteq"
    label="admin.pages.auditLog.filters.to"
    parse={endOfDay}
    format={dayOf}
    alwaysOn
  />,
];

const ListActions = () => (
  <TopToolbar>
    <SelectColumnsButton preferenceKey={TABLE_KEY} />
  </TopToolbar>
);

/** Who changed what and when (SYSTEM_ADMIN); a row expands to the fields before → after. */
export const AuditLogList = () => (
  <AppList
    listKey="audit_log.list"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={filters}
    actions={<ListActions />}
  >
    <AppDatagrid
      tableKey={TABLE_KEY}
      rowClick="expand"
      expand={<AuditChanges />}
      widths={{ createdAt: TABLE_WIDTHS.createdAt }}
    >
      <DateTimeField source="createdAt" />
      <TextField source="actorEmail" emptyText="-" />
      <SelectField source="action" choices={actionChoices} />
      <EntityLink source="entityId" label="resources.audit_log.fields.entity" sortable={false} />
      <ChangedFields source="changes" label="resources.audit_log.fields.changes" sortable={false} />
    </AppDatagrid>
  </AppList>
);
