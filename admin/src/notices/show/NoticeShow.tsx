import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  FunctionField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  WithRecord,
  useTranslate,
} from 'react-admin';
import { canSeeChargingDisabled } from '@notices/common';
import { ChipsOverflow } from '../../components/ChipsOverflow';
import { useCurrentUser } from '../../components/useCan';
import { statusChoices, submissionTypeChoices } from '../choices';
import type { Notice } from '../types';
import { DatesSection } from './DatesTable';
import { ContentAttachment, NoticeContent, PublicAttachments } from './NoticeFiles';
import { NoticeGlance } from './NoticeGlance';
import { NoticeShowActions } from './NoticeShowActions';
import { ProofPanel } from './ProofPanel';
import { ReplacedBanner } from './ReplacedBanner';
import { SpecificValues } from './SpecificValues';
import { showErrorProps } from '../../components/RecordError';
import { RecordHistory } from '../../auditLog/RecordHistory';

const VersionLinks = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  if (notice.nextVersions.length === 0) return <Typography variant="body2">-</Typography>;
  return (
    <Stack>
      {notice.nextVersions.map((next) => (
        <MuiLink key={next.id} component={Link} to={`/notices/${next.id}/show`}>
          {translate('admin.pages.notices.nextVersion', { title: next.title, id: next.id })}
        </MuiLink>
      ))}
    </Stack>
  );
};

/** The parts below the general fields, which need the whole record. */
const Details = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  const section = (key: string) => (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate(key)}
    </Typography>
  );
  return (
    <Stack sx={{ px: 2, pb: 2 }} spacing={1}>
      <Labeled label="resources.notices.fields.nextVersions">
        <VersionLinks notice={notice} />
      </Labeled>
      <Labeled label="resources.notices.fields.contentAttachment">
        <ContentAttachment notice={notice} />
      </Labeled>
      <SpecificValues notice={notice} />
      <DatesSection notice={notice} />
      <ProofPanel notice={notice} />
      {section('resources.notices.fields.content')}
      <NoticeContent content={notice.content} />
      {section('resources.notices.fields.publicAttachments')}
      <PublicAttachments notice={notice} />
    </Stack>
  );
};

/** Notice details: header strip, fields, versions, attachments, dates and content, then the history. */
export const NoticeShow = () => {
  const me = useCurrentUser();
  return (
    <Show actions={<NoticeShowActions />} {...showErrorProps}>
      <WithRecord<Notice> render={(notice) => <ReplacedBanner notice={notice} />} />
      <WithRecord<Notice> render={(notice) => <NoticeGlance notice={notice} />} />
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="publication.name" label="resources.notices.fields.publication" />
        <TextField source="noticeType.name" label="resources.notices.fields.noticeType" />
        <SelectField source="status" choices={statusChoices} />
        <SelectField source="submissionType" choices={submissionTypeChoices} />
        {canSeeChargingDisabled(me) && (
          <FunctionField<Notice>
            source="free"
            label="resources.notices.fields.chargingDisabled"
            render={(notice) => <BooleanText value={notice.free} />}
          />
        )}
        <FunctionField<Notice>
          source="publication.publicationArea"
          label="resources.notices.fields.counties"
          render={(notice) => (
            <ChipsOverflow items={notice.publication.publicationArea.map((county) => county.name)} />
          )}
        />
      </SimpleShowLayout>
      <WithRecord<Notice> render={(notice) => <Details notice={notice} />} />
      <RecordHistory entityType="notice" />
    </Show>
  );
};

const BooleanText = ({ value }: { value: boolean }) => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</Typography>;
};
