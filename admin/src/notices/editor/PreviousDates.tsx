import { Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { dateDisplayState } from '@notices/common';
import { formatDay } from '@notices/common';
import { publicNoticeUrl } from '../settings';
import type { PublicationDate } from '../types';
import { useEditor } from './EditorContext';
import { editableRows } from './transform';

const DateLink = ({ date, currentId }: { date: PublicationDate; currentId: number }) => {
  const translate = useTranslate();
  const day = formatDay(date.date);
  if (date.published)
    return (
      <MuiLink href={publicNoticeUrl(date.noticeId)} target="_blank" rel="noopener noreferrer">
        {day}
      </MuiLink>
    );
  if (date.noticeId !== currentId)
    return (
      <MuiLink
        component={Link}
        to={`/notices/${date.noticeId}/show`}
        aria-label={translate('admin.pages.notices.dates.otherVersion', { day, version: date.version })}
      >
        {day}
      </MuiLink>
    );
  return <span>{day}</span>;
};

/**
 * Dates that are history in the editor: published or canceled ones and those of other versions, read
 * only; published dates link to the public site, other versions to their summary.
 */
export const PreviousDates = () => {
  const translate = useTranslate();
  const { notice } = useEditor();
  if (!notice) return null;
  const editable = new Set(editableRows(notice).map((date) => date.id));
  const previous = notice.publicationDates.filter((date) => !editable.has(date.id));
  if (previous.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="previous-dates-title">
      <Typography variant="subtitle1" component="h3" id="previous-dates-title">
        {translate('admin.pages.notices.editor.previousDates')}
      </Typography>
      <List dense>
        {previous.map((date) => (
          <ListItem key={date.id} sx={{ gap: 1 }}>
            <DateLink date={date} currentId={notice.id} />
            <Typography variant="body2" color="text.secondary">
              {translate(`admin.pages.notices.dateState.${dateDisplayState(date, notice.status)}`)} ·{' '}
              {translate('admin.pages.notices.dates.version', { version: date.version })}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
};
