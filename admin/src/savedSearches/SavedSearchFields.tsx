import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { FirstPlusMore } from '../components/FirstPlusMore';
import { formatDateTime } from '@notices/common';
import { useCan } from '../components/useCan';
import type { SavedSearch } from './types';

interface ColumnProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** The name with its number of hits, bold when notifications are on; a link to the summary with show. */
export const SavedSearchNameField = (_props: ColumnProps) => {
  const record = useRecordContext<SavedSearch>();
  const translate = useTranslate();
  const allowed = useCan();
  if (!record) return null;
  const text = translate('admin.pages.savedSearches.nameWithHits', {
    name: record.name,
    hits: record.numberOfHits ?? 0,
  });
  const fontWeight = record.notificationsEnabled ? 'bold' : 'normal';
  if (!allowed('savedSearches.show')) return <span style={{ fontWeight }}>{text}</span>;
  return (
    <MuiLink
      component={Link}
      to={`/savedsearches/${record.id}/show`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      sx={{ fontWeight }}
    >
      {text}
    </MuiLink>
  );
};

/** Yes or No with an icon (the icon is decoration; the word is the value). */
export const YesNo = ({ value }: { value: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {value ? (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
      ) : (
        <CancelIcon fontSize="small" color="disabled" aria-hidden />
      )}
      <Typography component="span" variant="body2">
        {translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}
      </Typography>
    </Stack>
  );
};

export const YesNoField = ({ source }: ColumnProps) => {
  const record = useRecordContext();
  if (!record) return null;
  return <YesNo value={record[source] === true} />;
};

/** The first county and a "+N" popover with the others. */
export const AreaField = (_props: ColumnProps) => {
  const record = useRecordContext<SavedSearch>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <FirstPlusMore
      items={record.publicationArea ?? []}
      label={translate('resources.savedsearches.fields.publicationArea')}
    />
  );
};

/** MM/DD/YYYY, hh:mm A. */
export const DateTimeField = ({ source }: ColumnProps) => {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{formatDateTime(record[source] as string | undefined)}</span>;
};
