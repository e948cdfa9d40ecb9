import { Link } from '@remix-run/react';
import { formatDay } from '@notices/common';

/**
 * Shown at the top of a notice version that a published correction replaced: old alert e-mails, bookmarks
 * and search engines still lead here, and the page must not pass for the current notice.
 */
export function ReplacedBanner({ replacedBy }: { replacedBy: { id: number; date: string } }) {
  return (
    <div
      className="form-message form-message-warning notice-replaced"
      role="note"
      aria-label="Replaced notice"
    >
      This notice was replaced on <time dateTime={replacedBy.date}>{formatDay(replacedBy.date)}</time> by a
      corrected version — <Link to={`/notices/${replacedBy.id}`}>read the current version</Link>
    </div>
  );
}
