import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useId } from 'react';
import {
  Box,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { canCancelDate, dateDisplayState, formatDay, type DateDisplayState } from '@notices/common';
import { ConfirmActionButton } from '../../components/ConfirmActionButton';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Notice, PublicationDate } from '../types';
import { DateActions } from './DateActions';
import { useNoticeAction } from './useNoticeAction';

const ICONS: Record<DateDisplayState, typeof BlockIcon> = {
  canceled: BlockIcon,
  published: CheckCircleIcon,
  scheduled: ScheduleIcon,
  draft: ScheduleIcon,
};

const StateCell = ({ state }: { state: DateDisplayState }) => {
  const translate = useTranslate();
  const Icon = ICONS[state];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Icon
        fontSize="small"
        color={state === 'published' ? 'success' : state === 'canceled' ? 'disabled' : 'action'}
      />
      <span>{translate(`admin.pages.notices.dateState.${state}`)}</span>
    </Stack>
  );
};

const DateCell = ({ date }: { date: PublicationDate }) => {
  const day = formatDay(date.date);
  if (date.fromCurrentVersion) return <span>{day}</span>;
  return (
    <MuiLink component={Link} to={`/notices/${date.noticeId}/show`}>
      {day}
    </MuiLink>
  );
};

/** Every version's dates with a status icon; dates of other versions link there; per-date cancel. */
export const DatesTable = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const action = useNoticeAction();
  const mayCancel = notice.permissions?.cancel === true;
  const dates = [...notice.publicationDates].sort((a, b) => a.date.localeCompare(b.date));
  const label = (key: string) => translate(`admin.pages.notices.dates.${key}`);
  if (dates.length === 0) return <Typography variant="body2">{label('none')}</Typography>;
  return (
    // On a phone the cells' padding narrows so the four columns fit; a still wider table scrolls inside.
    <TableContainer>
      <Table
        size="small"
        aria-label={translate('resources.notices.fields.publicationDates')}
        sx={(theme) => ({ [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } } })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{label('date')}</TableCell>
            <TableCell>{label('state')}</TableCell>
            <TableCell>{label('versionColumn')}</TableCell>
            <TableCell>{translate('admin.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dates.map((date) => (
            <TableRow key={date.id}>
              <TableCell>
                <DateCell date={date} />
              </TableCell>
              <TableCell>
                {/* Its own version's status: version 2's draft dates are not "scheduled" on version 1's page. */}
                <StateCell state={dateDisplayState(date, date.versionStatus)} />
              </TableCell>
              <TableCell>{date.version}</TableCell>
              <TableCell>
                {mayCancel && canCancelDate(notice.status, date) && (
                  <ConfirmActionButton
                    compact
                    label={translate('admin.pages.notices.buttons.cancelDateOf', {
                      day: formatDay(date.date),
                    })}
                    icon={<BlockIcon />}
                    title="admin.pages.notices.cancelSingle.title"
                    content="admin.pages.notices.cancelSingle.content"
                    contentArgs={{ day: formatDay(date.date) }}
                    onConfirm={() =>
                      action('cancelSingle', () => dataProvider.cancelNoticeDate(notice.id, date.id))
                    }
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * The "Publication dates" section: its heading with the date actions beside it (Cancel dates, Add date),
 * and the table with the per-date cancel buttons.
 */
export const DatesSection = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ mt: 2, mb: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {translate('resources.notices.fields.publicationDates')}
        </Typography>
        <DateActions notice={notice} />
      </Stack>
      <DatesTable notice={notice} />
    </Box>
  );
};
