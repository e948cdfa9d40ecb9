import { CreateButton, SelectColumnsButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { TABLE_WIDTHS } from '@notices/common';
import { AppDatagrid } from '../components/AppDatagrid';
import { AppList } from '../components/AppList';
import { useCan } from '../components/useCan';
import { NoticeTypeActions } from './NoticeTypeActions';
import { DateTimeField } from '../components/DateTimeField';

const TABLE_KEY = 'notice_types_table_main';

const filters = [
  <TextInput key="name" source="name_cont" label="admin.pages.noticeTypes.filters.name" alwaysOn />,
];

const ListActions = () => {
  const allowed = useCan();
  return (
    <TopToolbar>
      <SelectColumnsButton preferenceKey={TABLE_KEY} />
      {allowed('noticeTypes.create') && <CreateButton />}
    </TopToolbar>
  );
};

/** Notice types list: name, actions (delete, edit, clone), createdAt. */
export const NoticeTypeList = () => (
  <AppList
    listKey="noticetypes.list"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={filters}
    actions={<ListActions />}
  >
    <AppDatagrid tableKey={TABLE_KEY} rowClick="show" widths={{ createdAt: TABLE_WIDTHS.createdAt }}>
      <TextField source="name" />
      <NoticeTypeActions source="actions" label="admin.list.actions" sortable={false} />
      <DateTimeField source="createdAt" />
    </AppDatagrid>
  </AppList>
);
