import {
  CreateButton,
  DateInput,
  SelectArrayInput,
  SelectColumnsButton,
  SelectField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { AppDatagrid } from '../../components/AppDatagrid';
import { AppList } from '../../components/AppList';
import { useCan } from '../../components/useCan';
import { statusChoices, submissionTypeChoices } from '../choices';
import { NameField, NoticeTitleField, PublicationDatesField, YesNoField } from './NoticeListFields';
import { NoticeRowActions } from './NoticeRowActions';
import { SelectionFilterInput } from './SelectionFilterInput';
import { COMPACT_WIDTHS } from '../../lib/columns';
import { DateTimeField } from '../../components/DateTimeField';

const TABLE_KEY = 'notices_table_main';

// Filter sources follow lib/listQuery.ts: `publication_in` → filters[publication][$in].
const filters = [
  // The search box: words (as the public search reads them) or an id; kept in the URL like the rest.
  <TextInput
    key="q"
    source="q_cont"
    label="resources.notices.fields.q"
    helperText="resources.notices.fields.qHelp"
    resettable
    alwaysOn
  />,
  <SelectArrayInput
    key="status"
    source="status_in"
    label="resources.notices.fields.status"
    choices={statusChoices}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
  <SelectionFilterInput
    key="publication"
    source="publication_in"
    label="resources.notices.fields.publication"
    reference="publications_all"
    alwaysOn
  />,
  <SelectionFilterInput
    key="noticeType"
    source="noticeType_in"
    label="resources.notices.fields.noticeType"
    reference="noticetypes"
    serverSearch
    alwaysOn
  />,
  <DateInput
    key="publicationDates"
    source="publicationDates"
    label="resources.notices.fields.publicationDates"
    alwaysOn
  />,
];

const ListActions = () => {
  const allowed = useCan();
  return (
    <TopToolbar>
      <SelectColumnsButton preferenceKey={TABLE_KEY} />
      {allowed('notices.create') && <CreateButton />}
    </TopToolbar>
  );
};

/** Notices list: current versions of the notices of the caller's publications. */
export const NoticeList = () => {
  const allowed = useCan();
  return (
    <AppList
      listKey="notices.list"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
    >
      <AppDatagrid
        tableKey={TABLE_KEY}
        rowClick={allowed('notices.show') ? 'show' : false}
        // Every column of the spec's list fits 1366 px by default (dragged wider, they are remembered).
        widths={{
          title: 135,
          status: COMPACT_WIDTHS.status,
          publication: 130,
          noticeType: 120,
          publicationDates: 140,
          submissionType: COMPACT_WIDTHS.flag,
          createdAt: COMPACT_WIDTHS.dateTime,
          hasPreviousVersions: 90,
        }}
      >
        <NoticeTitleField source="title" label="resources.notices.fields.title" />
        <SelectField source="status" choices={statusChoices} />
        <YesNoField
          source="hasPreviousVersions"
          label="resources.notices.fields.hasPreviousVersions"
          sortable={false}
        />
        <NoticeRowActions source="actions" label="admin.list.actions" sortable={false} />
        <NameField source="publication" label="resources.notices.fields.publication" sortable={false} />
        <NameField source="noticeType" label="resources.notices.fields.noticeType" sortable={false} />
        <PublicationDatesField
          source="publicationDates"
          label="resources.notices.fields.publicationDates"
          sortable={false}
        />
        <SelectField source="submissionType" choices={submissionTypeChoices} />
        <DateTimeField source="createdAt" />
      </AppDatagrid>
    </AppList>
  );
};
