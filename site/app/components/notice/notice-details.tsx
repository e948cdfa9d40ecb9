import { Link } from '@remix-run/react';
import { formatDay } from '@notices/common';
import type { PublicationDate, PublicNotice } from '~/utils/notice-types';
import { AttachmentLink } from './attachment-link';
import { FieldValues } from './field-values';

function DateList({ notice, dates }: { notice: PublicNotice; dates: PublicationDate[] }) {
  return (
    <ul className="inline-list">
      {dates.map((d) => (
        <li key={d.id}>
          {d.noticeId === notice.id ? (
            <time dateTime={d.date}>{formatDay(d.date)}</time>
          ) : (
            <Link to={`/notices/${d.noticeId}`}>
              <time dateTime={d.date}>{formatDay(d.date)}</time>
              <span className="visually-hidden"> (version {d.version} of this notice)</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Everything a reader needs of one notice; the content is plain text split by line, never HTML. */
export function NoticeDetails({ notice, dates }: { notice: PublicNotice; dates: PublicationDate[] }) {
  const areas = notice.publication.publicationArea.map((a) => a.name);
  return (
    <>
      <dl className="notice-facts">
        <div>
          <dt>Published</dt>
          <dd>{dates.length ? <DateList notice={notice} dates={dates} /> : 'Not published yet'}</dd>
        </div>
        <div>
          <dt>Notice type</dt>
          <dd>{notice.noticeType.name}</dd>
        </div>
        <div>
          <dt>Publication</dt>
          <dd>{notice.publication.name}</dd>
        </div>
        {areas.length ? (
          <div>
            <dt>{areas.length === 1 ? 'County' : 'Counties'}</dt>
            <dd>{areas.join(', ')}</dd>
          </div>
        ) : null}
        <FieldValues notice={notice} />
      </dl>
      <section className="notice-content" aria-labelledby="notice-content-title">
        <h2 id="notice-content-title">Notice text</h2>
        {notice.content
          .split(/\r?\n/)
          .map((line, index) => (line.trim() ? <p key={index}>{line}</p> : <br key={index} />))}
      </section>
      {notice.attachments.length ? (
        <section className="notice-attachments" aria-labelledby="notice-attachments-title">
          <h2 id="notice-attachments-title">Attachments</h2>
          <ul className="plain-list">
            {notice.attachments.map((a) => (
              <li key={a.attachmentId}>
                <AttachmentLink
                  noticeId={notice.id}
                  attachmentId={a.attachmentId}
                  name={a.name}
                  type={a.type}
                  size={a.size}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
