import { useState, type MouseEvent } from 'react';
import { fileSummary, opensInBrowser } from '~/utils/file-kind';
import { ATTACHMENT_ERROR_TEXT } from '~/utils/search-messages';

interface Props {
  noticeId: number;
  attachmentId: number;
  name: string;
  /** The file's media type and size in bytes, shown beside the link when known (the notice page). */
  type?: string;
  size?: number;
}

export const attachmentHref = (noticeId: number, attachmentId: number) =>
  `/attachments/${noticeId}/${attachmentId}`;

/**
 * Opens an attachment: the link goes through a resource route that redirects to the presigned URL
 * (works without JavaScript); with JavaScript it asks for the URL first so a failure shows here.
 */
export function AttachmentLink({ noticeId, attachmentId, name, type, size }: Props) {
  const [error, setError] = useState<string | null>(null);
  const href = attachmentHref(noticeId, attachmentId);
  const summary = fileSummary(type, size);
  // PDFs and images are served inline and open in a new tab; a type known to be a download stays here.
  const newTab = type === undefined || opensInBrowser(type);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!newTab || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setError(null);
    // Opened now, while the click still counts as the user's, then pointed at the file.
    const tab = window.open('', '_blank');
    try {
      const response = await fetch(`${href}?json=1`, { headers: { Accept: 'application/json' } });
      const body = (await response.json()) as { url?: unknown };
      if (!response.ok || typeof body.url !== 'string') throw new Error('no url');
      if (tab) {
        tab.opener = null;
        tab.location.href = body.url;
      } else window.location.assign(body.url);
    } catch {
      tab?.close();
      setError(ATTACHMENT_ERROR_TEXT);
    }
  }

  return (
    <span className="attachment">
      <a
        href={href}
        target={newTab ? '_blank' : undefined}
        rel="noopener noreferrer"
        onClick={open}
        className="attachment-link"
      >
        {name}
        <span className="visually-hidden">
          {newTab ? ' (attachment, opens in a new tab)' : ' (attachment, downloads the file)'}
        </span>
      </a>
      {summary ? <span className="attachment-meta"> ({summary})</span> : null}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
