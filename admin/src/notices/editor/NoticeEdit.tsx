import { Alert } from '@mui/material';
import { Edit, ShowButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { PermissionDenied } from '../../components/PageStatus';
import type { Notice } from '../types';
import { NoticeForm } from './NoticeForm';
import { editErrorProps } from '../../components/RecordError';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

/** Only a notice without a next version can be edited, and only when the API says this caller may. */
const EditBody = () => {
  const notice = useRecordContext<Notice>();
  const translate = useTranslate();
  if (!notice) return null;
  if (notice.permissions?.edit === false) return <PermissionDenied />;
  if (notice.hasNextVersions)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('admin.pages.notices.hasNextVersion')}
      </Alert>
    );
  return <NoticeForm notice={notice} />;
};

/** /notices/{id}: the notice editor on a stored notice. */
export const NoticeEdit = () => (
  <Edit actions={<EditActions />} mutationMode="pessimistic" {...editErrorProps}>
    <EditBody />
  </Edit>
);
