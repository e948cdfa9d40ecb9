import { Alert, CardContent } from '@mui/material';
import { Create, Loading, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Notice } from '../types';
import { NoticeForm } from './NoticeForm';

/** The query key of "Copy as new notice": kept in the URL, so the copy survives a reload and can be shared. */
export const COPY_FROM = 'copyFrom';

export const copyHref = (id: Notice['id']) =>
  `/notices/create?${COPY_FROM}=${encodeURIComponent(String(id))}`;

/** /notices/create: the notice editor with nothing stored yet, or prefilled from `?copyFrom=ID`. */
export const NoticeCreate = () => {
  const [params] = useSearchParams();
  const copyFrom = params.get(COPY_FROM);
  return <Create>{copyFrom ? <CopiedNoticeForm id={copyFrom} /> : <NoticeForm />}</Create>;
};

const CopiedNoticeForm = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data: source, isPending, error } = useGetOne<Notice>('notices', { id: Number(id) });
  if (isPending) return <Loading />;
  if (error || !source)
    return (
      <CardContent>
        <Alert severity="error">{translate('admin.pages.notices.copy.notFound', { id })}</Alert>
      </CardContent>
    );
  return (
    <>
      <CardContent sx={{ pb: 0 }}>
        <Alert severity="info">
          {translate('admin.pages.notices.copy.intro', { id: source.id, title: source.title })}
        </Alert>
      </CardContent>
      <NoticeForm copyOf={source} key={source.id} />
    </>
  );
};
