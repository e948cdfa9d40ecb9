import { Edit, ShowButton, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { FormToolbar } from '../components/FormToolbar';
import type { NoticeType } from '../types';
import { toNoticeTypeBody } from './fields';
import { NoticeTypeFormFields } from './NoticeTypeFormFields';
import { useSaveNotifications } from './useSaveNotifications';
import { editErrorProps } from '../components/RecordError';

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

const EditForm = () => {
  const record = useRecordContext<NoticeType>();
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={
        <FormToolbar
          cancelTo={record ? `/noticetypes/${record.id}/show` : '/noticetypes'}
          blocked={record?.noticesCreated === true}
        />
      }
    >
      <NoticeTypeFormFields />
    </SimpleForm>
  );
};

/** Notice type editor; locked (Save disabled, a warning) once notices exist. */
export const NoticeTypeEdit = () => {
  const mutationOptions = useSaveNotifications('editor');
  return (
    <Edit<NoticeType>
      {...editErrorProps}
      actions={<EditActions />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={(data: NoticeType) => toNoticeTypeBody(data)}
    >
      <EditForm />
    </Edit>
  );
};
