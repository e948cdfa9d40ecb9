import {
  FunctionField,
  SelectColumnsButton,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { AppDatagrid } from '../components/AppDatagrid';
import { AppList } from '../components/AppList';
import { formatDateTime } from '@notices/common';
import { ApiKeyRowActions } from './ApiKeyRowActions';
import type { ApiUserKey } from './types';
import { TABLE_WIDTHS } from '@notices/common';
import { COMPACT_WIDTHS } from '../lib/columns';

const TABLE_KEY = 'api_keys_table_main';
const T = 'admin.pages.apiKeys';

// Filter sources follow lib/listQuery.ts: userEmail_cont → filters[userEmail][$cont].
const filters = [
  <TextInput key="userEmail" source="userEmail_cont" label={`${T}.filters.userEmail`} alwaysOn />,
  <SelectInput
    key="hasKey"
    source="hasKey"
    label={`${T}.filters.hasKey`}
    choices={[
      { id: 'true', name: 'ra.boolean.true' },
      { id: 'false', name: 'ra.boolean.false' },
    ]}
    alwaysOn
  />,
];

const NoneText = () => {
  const translate = useTranslate();
  return <span>{translate(`${T}.none`)}</span>;
};

const dateColumn = (source: 'createdAt' | 'lastUsedAt') => (
  <FunctionField<ApiUserKey>
    source={source}
    render={(record) => (record[source] ? formatDateTime(record[source]) : '-')}
  />
);

/** API keys of API users at #/apikeys (SYSTEM_ADMIN, apiKeys.manage): one row per API user. */
export const ApiKeyList = () => (
  <AppList
    listKey="api_keys.list"
    sort={{ field: 'userEmail', order: 'ASC' }}
    filters={filters}
    actions={
      <TopToolbar>
        <SelectColumnsButton preferenceKey={TABLE_KEY} />
      </TopToolbar>
    }
  >
    <AppDatagrid
      tableKey={TABLE_KEY}
      rowClick={false}
      widths={{
        userFullName: COMPACT_WIDTHS.name,
        createdAt: TABLE_WIDTHS.createdAt,
        lastUsedAt: TABLE_WIDTHS.createdAt,
      }}
    >
      <TextField source="userEmail" />
      <ApiKeyRowActions source="actions" label="admin.list.actions" sortable={false} />
      <TextField source="userFullName" />
      <FunctionField<ApiUserKey>
        source="clientId"
        sortable={false}
        render={(record) => record.clientId ?? <NoneText />}
      />
      {dateColumn('createdAt')}
      {dateColumn('lastUsedAt')}
    </AppDatagrid>
  </AppList>
);
