import { Alert, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { detroitDay, formatDay } from '@notices/common';
import type { Notice } from '../types';

export interface Replacement {
  /** The version to read: the newest published one, else the newest at all (a draft). */
  id: number;
  /** The Detroit day a newer version was first published; null while none is published. */
  date: string | null;
}

/**
 * What replaced `notice`, as the public page says it (backend notice-queries `replacedBy`): the newest
 * published newer version and the day a newer version first ran (its `publishedAt`, else the day itself).
 * Staff also see a newer draft, as a pending replacement. Null for the current version.
 */
export function replacementOf(
  notice: Pick<Notice, 'version' | 'nextVersions' | 'publicationDates'>,
): Replacement | null {
  if (notice.nextVersions.length === 0) return null;
  const newer = notice.publicationDates.filter((d) => d.published && d.version > notice.version);
  const published = new Set(newer.map((d) => d.noticeId));
  const current = notice.nextVersions.filter((v) => published.has(v.id)).at(-1);
  if (!current) return { id: notice.nextVersions.at(-1)!.id, date: null };
  const days = newer.map((d) => (d.publishedAt ? detroitDay(new Date(d.publishedAt)) : d.date)).sort();
  return { id: current.id, date: days[0] };
}

/** The summary's warning that this version is not the current one, with a link to the one that is. */
export const ReplacedBanner = ({ notice }: { notice: Notice }) => {
  const translate = useTranslate();
  const replacement = replacementOf(notice);
  if (!replacement) return null;
  const key = replacement.date ? 'replaced' : 'pending';
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
      {translate(`admin.pages.notices.replacedBanner.${key}`, {
        date: replacement.date ? formatDay(replacement.date) : '',
      })}{' '}
      <MuiLink component={Link} to={`/notices/${replacement.id}/show`}>
        {translate(
          replacement.date
            ? 'admin.pages.notices.replacedBanner.current'
            : 'admin.pages.notices.replacedBanner.newest',
        )}
      </MuiLink>
    </Alert>
  );
};
