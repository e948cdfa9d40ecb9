import type { ReactNode } from 'react';
import { Box, Chip, Paper, Stack, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay } from '@notices/common';
import type { Notice } from '../types';
import { dateGlance } from './glance';

const T = 'admin.pages.notices.glance';

// Filled chips whose white text keeps the AA contrast on the theme's colours.
const STATUS_COLORS: Record<Notice['status'], ChipProps['color']> = {
  D: 'default',
  S: 'primary',
  P: 'success',
  C: 'error',
};

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
    <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/**
 * The summary's header strip: status, next publication date (or, with none left, the
 * last published one), publication and notice type, wrapping on a narrow window.
 */
export const NoticeGlance = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`${T}.${key}`);
  const dates = dateGlance(notice.publicationDates);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={label('title')}
      sx={{ mx: 2, mt: 2, px: 2, py: 1.5 }}
    >
      <Stack
        component="dl"
        direction="row"
        useFlexGap
        sx={{ m: 0, flexWrap: 'wrap', columnGap: { xs: 3, sm: 5 }, rowGap: 1.5, alignItems: 'flex-start' }}
      >
        <Item label={label('status')}>
          <Chip
            component="span"
            size="small"
            color={STATUS_COLORS[notice.status]}
            label={translate(`admin.pages.notices.status.${notice.status}`)}
          />
        </Item>
        <Item label={label('nextDate')}>{dates.kind === 'next' ? formatDay(dates.day) : label('none')}</Item>
        {dates.kind === 'lastPublished' && <Item label={label('lastPublished')}>{formatDay(dates.day)}</Item>}
        <Item label={label('publication')}>{notice.publication.name}</Item>
        <Item label={label('noticeType')}>{notice.noticeType.name}</Item>
      </Stack>
    </Paper>
  );
};
