import { Link } from '@remix-run/react';
import { detroitDay, formatDay } from '@notices/common';
import { truncate } from '~/utils/format';
import { matchedDates, searchWindow, SHOWN_DAYS } from '~/utils/matched-dates';
import type { NoticeCard as Card } from '~/utils/search-types';
import { AttachmentLink } from '../notice/attachment-link';
import { CardActions } from './card-actions';

export interface CardLinkProps {
  /** The search the card was found by, for the notice page's back button. */
  backSearch: string;
  /** Embed page: open notices in a new tab. */
  newTab?: boolean;
}

export function NoticeLink({ card, backSearch, newTab }: CardLinkProps & { card: Card }) {
  return (
    <Link
      to={`/notices/${card.id}`}
      state={{ back: backSearch }}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
    >
      {card.title}
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </Link>
  );
}

/**
 * The published days a card was found by: those inside the search's date window (this week by default),
 * or the last day when the search covers every date. Null when the notice has none.
 */
export function CardDates({ card, backSearch }: { card: Card; backSearch: string }) {
  const days = matchedDates(card.publicationDates, searchWindow(backSearch, detroitDay()));
  if (!days.length) return null;
  const more = days.length - SHOWN_DAYS;
  return (
    <>
      {days.slice(0, SHOWN_DAYS).map((day, index) => (
        <span key={day}>
          {index ? ', ' : null}
          <time dateTime={day}>{formatDay(day)}</time>
        </span>
      ))}
      {more > 0 ? ` and ${more} more` : null}
    </>
  );
}

/** One notice in the grid: an article with the published days it matched, cut content and attachments. */
export function NoticeCardView({ card, ...link }: CardLinkProps & { card: Card }) {
  const day = card.publicationDates.length > 0;
  const areas = card.publication.publicationArea.map((a) => a.name).join(', ');
  return (
    <article className="notice-card" aria-labelledby={`card-title-${card.id}`}>
      <h3 id={`card-title-${card.id}`} className="card-title">
        <NoticeLink card={card} {...link} />
      </h3>
      <dl className="card-meta">
        {day ? (
          <div>
            <dt>Published</dt>
            <dd>
              <CardDates card={card} backSearch={link.backSearch} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Type</dt>
          <dd>{card.noticeType.name}</dd>
        </div>
        <div>
          <dt>Publication</dt>
          <dd>{card.publication.name}</dd>
        </div>
        {areas ? (
          <div>
            <dt>County</dt>
            <dd>{areas}</dd>
          </div>
        ) : null}
      </dl>
      <p className="card-content">{truncate(card.content, 150)}</p>
      {card.attachments.length ? (
        <ul className="card-attachments" aria-label="Attachments">
          {card.attachments.map((a) => (
            <li key={a.attachmentId}>
              <AttachmentLink noticeId={card.id} attachmentId={a.attachmentId} name={a.name} />
            </li>
          ))}
        </ul>
      ) : null}
      <CardActions card={card} idPrefix="grid" />
    </article>
  );
}
