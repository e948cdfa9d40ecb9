import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDay } from '@notices/common';
import { FirstPlusMore } from '../../components/FirstPlusMore';
import { useCan } from '../../components/useCan';
import type { Notice } from '../types';

interface ColumnProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** The title, a link to the summary with notices.show. */
export const NoticeTitleField = (_props: ColumnProps) => {
  const record = useRecordContext<Notice>();
  const allowed = useCan();
  if (!record) return null;
  if (!allowed('notices.show')) return <span>{record.title}</span>;
  return (
    <MuiLink
      component={Link}
      to={`/notices/${record.id}/show`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {record.title}
    </MuiLink>
  );
};

/** The first publication date and a "+N" popover with the others. */
export const PublicationDatesField = (_props: ColumnProps) => {
  const record = useRecordContext<Notice>();
  const translate = useTranslate();
  if (!record) return null;
  const days = [...record.publicationDates]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((date) => formatDay(date.date));
  return <FirstPlusMore items={days} label={translate('resources.notices.fields.publicationDates')} />;
};

export const YesNoField = ({ source }: ColumnProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(record[source] ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
};

/** The name of a linked item ({ id, name }) of the notice. */
export const NameField = ({ source }: ColumnProps) => {
  const record = useRecordContext();
  const value = record?.[source] as { name?: string } | undefined;
  return <span>{value?.name ?? ''}</span>;
};
