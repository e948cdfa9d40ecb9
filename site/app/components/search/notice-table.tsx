import { truncate } from '~/utils/format';
import type { NoticeCard } from '~/utils/search-types';
import { AttachmentLink } from '../notice/attachment-link';
import { CardActions } from './card-actions';
import { CardDates, NoticeLink, type CardLinkProps } from './notice-card';

/** The list view: one row per notice with the search's list columns (stacked as label: value on a phone). */
export function NoticeTable({ cards, ...link }: CardLinkProps & { cards: NoticeCard[] }) {
  return (
    <div className="table-scroll">
      <table className="notice-table">
        <caption className="visually-hidden">Matching notices</caption>
        <thead>
          <tr>
            <th scope="col">Name, date and type</th>
            <th scope="col">Publication</th>
            <th scope="col">County</th>
            <th scope="col">Content</th>
            <th scope="col">Attachments</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => {
            const day = card.publicationDates.length > 0;
            const areas = card.publication.publicationArea.map((a) => a.name).join(', ');
            return (
              <tr key={card.id}>
                <th scope="row">
                  <NoticeLink card={card} {...link} />
                  <span className="cell-meta">
                    {day ? <CardDates card={card} backSearch={link.backSearch} /> : null}
                    {day ? ' · ' : null}
                    {card.noticeType.name}
                  </span>
                </th>
                <td data-label="Publication">{card.publication.name}</td>
                <td data-label="County">{truncate(areas, 100)}</td>
                <td data-label="Content">{truncate(card.content, 150)}</td>
                <td data-label="Attachments">
                  {card.attachments.length ? (
                    <ul className="plain-list">
                      {card.attachments.map((a) => (
                        <li key={a.attachmentId}>
                          <AttachmentLink noticeId={card.id} attachmentId={a.attachmentId} name={a.name} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td data-label="Actions">
                  <CardActions card={card} idPrefix="list" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
