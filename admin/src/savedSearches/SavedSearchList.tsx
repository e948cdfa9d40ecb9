import { CreateButton, SelectColumnsButton, TopToolbar } from 'react-admin';
import { TABLE_WIDTHS } from '@notices/common';
import { AppDatagrid } from '../components/AppDatagrid';
import { AppList } from '../components/AppList';
import { useCan } from '../components/useCan';
import { SavedSearchRowActions } from './SavedSearchActions';
import { AreaField, DateTimeField, SavedSearchNameField, YesNoField } from './SavedSearchFields';

const TABLE_KEY = 'saved_searches_table_main';
const F = 'resources.savedsearches.fields';

const WIDTHS = {
  name: TABLE_WIDTHS.savedSearchName,
  notificationsEnabled: TABLE_WIDTHS.savedSearchFlags,
  textNotificationsEnabled: TABLE_WIDTHS.savedSearchFlags,
  createdAt: TABLE_WIDTHS.createdAt,
};

/** The name column is fixed on the left like the actions column is on the right. */
const FIXED_NAME = {
  '& th.column-name, & td.column-name': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: 'background.paper',
  },
  // Four row actions fit the fixed 120 px.
  '& td.column-actions': { px: 0.5 },
  '& td.column-actions .MuiIconButton-root': { p: '2px' },
};

const ListActions = () => {
  const allowed = useCan();
  return (
    <TopToolbar>
      <SelectColumnsButton preferenceKey={TABLE_KEY} />
      {allowed('savedSearches.create') && <CreateButton />}
    </TopToolbar>
  );
};

/** Saved searches: the caller's own (a SYSTEM_ADMIN sees all), newest first. */
export const SavedSearchList = () => {
  const allowed = useCan();
  return (
    <AppList
      listKey="savedsearches.list"
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<ListActions />}
    >
      <AppDatagrid
        tableKey={TABLE_KEY}
        rowClick={allowed('savedSearches.show') ? 'show' : false}
        widths={WIDTHS}
        sx={FIXED_NAME}
      >
        <SavedSearchNameField source="name" label={`${F}.name`} />
        <SavedSearchRowActions source="actions" label="admin.list.actions" sortable={false} />
        <YesNoField source="notificationsEnabled" label={`${F}.notificationsEnabled`} sortable={false} />
        <YesNoField
          source="textNotificationsEnabled"
          label={`${F}.textNotificationsEnabled`}
          sortable={false}
        />
        <AreaField source="publicationArea" label={`${F}.publicationArea`} sortable={false} />
        <DateTimeField source="createdAt" label={`${F}.createdAt`} />
      </AppDatagrid>
    </AppList>
  );
};
