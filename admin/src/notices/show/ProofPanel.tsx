import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatDay } from '@notices/common';
import { publicNoticeUrl, wasPublished } from '../settings';
import type { Notice, NoticeProof, ProofEntry } from '../types';
import { useNoticeProof, type ProofState } from './useNoticeProof';

const T = 'admin.pages.notices.proof';
/** Enough of a base64 SHA-256 to tell entries apart at a glance; the tooltip holds the whole value. */
const SHORT_HASH = 12;

/** A hash in monospace, shortened; focus or hover shows the full value. */
const Hash = ({ value }: { value: string }) => (
  <Tooltip
    describeChild
    title={<Box sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{value}</Box>}
  >
    <Box component="code" tabIndex={0} sx={{ fontFamily: 'monospace' }}>
      {value.length > SHORT_HASH ? `${value.slice(0, SHORT_HASH)}…` : value}
    </Box>
  </Tooltip>
);

type DateRow = Notice['publicationDates'][number];

/**
 * The later version a canceled date went on in, if any: a correction cancels the archived version's
 * pending dates and its new version carries the same days, so the log's "date canceled" reads as a
 * move, not as the run stopping.
 */
export function movedToVersion(entry: ProofEntry, dates: readonly DateRow[]): number | null {
  if (entry.event !== 'date_canceled') return null;
  const next = dates.find((d) => d.date === entry.eventDate && d.version > entry.version && !d.canceled);
  return next ? next.version : null;
}

const EntryRow = ({ entry, dates }: { entry: ProofEntry; dates: readonly DateRow[] }) => {
  const translate = useTranslate();
  const movedTo = movedToVersion(entry, dates);
  return (
    <TableRow>
      <TableCell>
        {entry.index === null ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.pending`)}
          </Typography>
        ) : (
          `#${entry.index}`
        )}
      </TableCell>
      <TableCell>
        {movedTo === null
          ? translate(`${T}.events.${entry.event}`, { _: entry.event })
          : translate(`${T}.movedTo`, { version: movedTo })}
      </TableCell>
      <TableCell>
        <Tooltip describeChild title={formatDateTime(entry.loggedAt)}>
          <span>{formatDay(entry.eventDate)}</span>
        </Tooltip>
      </TableCell>
      <TableCell>{entry.version}</TableCell>
      <TableCell>
        <Hash value={entry.leafHash} />
      </TableCell>
    </TableRow>
  );
};

const Checkpoint = ({ checkpoint }: { checkpoint: NoticeProof['checkpoint'] }) => {
  const translate = useTranslate();
  const item = (label: string, value: React.ReactNode) => (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translate(`${T}.${label}`)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.checkpoint`)}
      </Typography>
      <Stack component="dl" direction="row" spacing={3} sx={{ m: 0, flexWrap: 'wrap' }} useFlexGap>
        {item('origin', checkpoint.origin)}
        {item('treeSize', checkpoint.treeSize)}
        {item('rootHash', <Hash value={checkpoint.rootHash} />)}
      </Stack>
    </Box>
  );
};

/** The panel for one state of the proof (separate from the loading, so each state can be tested). */
export const ProofView = ({
  noticeId,
  state,
  dates = [],
}: {
  noticeId: number;
  state: ProofState;
  /** The notice's dates of every version, to tell a moved date from a canceled one. */
  dates?: readonly DateRow[];
}) => {
  const translate = useTranslate();
  const title = translate(`${T}.title`);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {state.kind === 'loading' && <Typography variant="body2">{translate('ra.page.loading')}</Typography>}
      {state.kind === 'notPublic' && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.notPublic`)}
        </Typography>
      )}
      {state.kind === 'error' && (
        <Alert severity="error" role="alert">
          {translate(`${T}.error`)}
        </Alert>
      )}
      {state.kind === 'proof' && (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.intro`)}
          </Typography>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {['entry', 'event', 'date', 'version', 'leafHash'].map((key) => (
                  <TableCell key={key}>{translate(`${T}.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {state.proof.entries.map((entry) => (
                <EntryRow key={`${entry.index ?? 'pending'}-${entry.leafHash}`} entry={entry} dates={dates} />
              ))}
            </TableBody>
          </Table>
          <Checkpoint checkpoint={state.proof.checkpoint} />
          <Box>
            <Button
              size="small"
              variant="outlined"
              startIcon={<OpenInNewIcon />}
              href={`${publicNoticeUrl(noticeId)}#proof`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {translate(`${T}.verify`)}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
};

/** "Proof of publication" of the notice details: its entries in the public log and the checkpoint. */
export const ProofPanel = ({ notice }: { notice: Notice }) => {
  const dates = notice.publicationDates.map((d) => `${d.id}:${d.published}:${d.canceled}`).join();
  const state = useNoticeProof(notice.id, dates, wasPublished(notice));
  return <ProofView noticeId={notice.id} state={state} dates={notice.publicationDates} />;
};
