import {
  CreateButton,
  SelectColumnsButton,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { TABLE_WIDTHS, canUseAdminListFilters } from '@notices/common';
import { AppList } from '../components/AppList';
import { AppDatagrid } from '../components/AppDatagrid';
import { useCan, useCurrentUser } from '../components/useCan';
import { roleChoices, statusChoices } from './choices';
import { PublicationPermissionChips } from './PublicationPermissions';
import { UserRowActions } from './UserRowActions';
import { COMPACT_WIDTHS } from '../lib/columns';
import { DateTimeField } from '../components/DateTimeField';

// Filter sources follow lib/listQuery.ts: `<column>_<operator>`, bare column for $eq.
const filters = [
  <TextInput key="fullName" source="fullName_cont" label="admin.pages.users.filters.fullName" alwaysOn />,
  <TextInput key="email" source="email_cont" label="admin.pages.users.filters.email" alwaysOn />,
  <SelectInput
    key="roles"
    source="roles"
    label="admin.pages.users.filters.roles"
    choices={roleChoices()}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="admin.pages.users.filters.status"
    choices={statusChoices}
    alwaysOn
  />,
  <TextInput
    key="publications"
    source="publicationUserPermissions_contain"
    label="admin.pages.users.filters.publications"
    alwaysOn
  />,
];

const ListActions = () => {
  const allowed = useCan();
  return (
    <TopToolbar>
      <SelectColumnsButton preferenceKey="users.datagrid" />
      {allowed('users.create') && <CreateButton />}
    </TopToolbar>
  );
};

/** Users list; filters only for a SYSTEM_ADMIN. */
export const UserList = () => {
  const me = useCurrentUser();
  return (
    <AppList
      listKey="users.list"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={canUseAdminListFilters(me) ? filters : undefined}
      actions={<ListActions />}
    >
      <AppDatagrid
        tableKey="users.datagrid"
        rowClick="show"
        widths={{
          fullName: COMPACT_WIDTHS.name,
          email: 170,
          // Three icons (block or activate, edit, delete) and the cell's padding.
          actions: 140,
          roles: COMPACT_WIDTHS.role,
          publicationUserPermissions: TABLE_WIDTHS.permissions,
          status: COMPACT_WIDTHS.flag,
          createdAt: TABLE_WIDTHS.createdAt,
        }}
        // Shown through the column chooser; by default the row fits 1366 px.
        omit={['createdAt']}
      >
        <TextField source="fullName" />
        <TextField source="email" />
        <UserRowActions source="actions" label="resources.users.fields.actions" sortable={false} />
        <SelectField source="roles" choices={roleChoices()} />
        <PublicationPermissionChips
          source="publicationUserPermissions"
          label="resources.users.fields.publicationUserPermissions"
          sortable={false}
        />
        <SelectField source="status" choices={statusChoices} />
        <DateTimeField source="createdAt" />
      </AppDatagrid>
    </AppList>
  );
};
