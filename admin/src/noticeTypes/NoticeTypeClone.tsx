import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { PageStatus } from '../components/PageStatus';
import type { NoticeType } from '../types';
import { cloneOf } from './fields';
import { NoticeTypeCreate } from './NoticeTypeCreate';

/** #/noticetypes/clone/{id}: the creator prefilled from that type, named "<name> (copy)". */
export const NoticeTypeClone = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<NoticeType>('noticetypes', { id: Number(id) });
  return (
    <PageStatus loading={isPending} error={error}>
      {data && (
        <NoticeTypeCreate
          key={id}
          prefill={cloneOf(data, (name) => translate('admin.pages.noticeTypes.copyName', { name }))}
        />
      )}
    </PageStatus>
  );
};
