import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Mail } from '../types';
import { LinkifiedText } from './LinkifiedText';

/** The text body of a mail (the HTML body is not rendered, to avoid injecting HTML). */
export const MailBody = (_props: { label?: string }) => {
  const record = useRecordContext<Mail>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.textBody)
    return <Typography variant="body2">{translate('admin.pages.mailbox.empty')}</Typography>;
  return <LinkifiedText text={record.textBody} />;
};
