import { Create, SimpleForm } from 'react-admin';
import { FormToolbar } from '../components/FormToolbar';
import type { NoticeType } from '../types';
import { toNoticeTypeBody } from './fields';
import { NoticeTypeFormFields } from './NoticeTypeFormFields';
import { useSaveNotifications } from './useSaveNotifications';

/** Notice type creator; `prefill` comes from the clone route. Success opens the summary. */
export const NoticeTypeCreate = ({ prefill }: { prefill?: Partial<NoticeType> }) => {
  const mutationOptions = useSaveNotifications('creator');
  return (
    <Create
      resource="noticetypes"
      record={prefill}
      mutationOptions={mutationOptions}
      transform={(data: Partial<NoticeType>) => toNoticeTypeBody(data)}
    >
      <SimpleForm
        defaultValues={prefill ?? { name: '', fields: [] }}
        mode="onChange"
        reValidateMode="onChange"
        toolbar={<FormToolbar cancelTo="/noticetypes" allowPristine={prefill !== undefined} />}
      >
        <NoticeTypeFormFields />
      </SimpleForm>
    </Create>
  );
};
