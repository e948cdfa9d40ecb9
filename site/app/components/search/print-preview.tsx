import { detroitDay } from '@notices/common';
import { matchedDates, matchedDaysText, searchWindow } from '~/utils/matched-dates';
import type { NoticeCard } from '~/utils/search-types';
import { useSelection } from './selection';

/**
 * A notice as printed: full text of the card, no buttons; the days the search (`backSearch`, its query
 * string) found it by, as on its card.
 */
export function PrintedNotice({ card, backSearch }: { card: NoticeCard; backSearch: string }) {
  const days = matchedDaysText(matchedDates(card.publicationDates, searchWindow(backSearch, detroitDay())));
  return (
    <article className="printed-notice">
      <h3>{card.title}</h3>
      <p className="printed-meta">
        {[days || null, card.noticeType.name, card.publication.name].filter(Boolean).join(' · ')}
      </p>
      {card.content.split('\n').map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </article>
  );
}

/** The id of the print button, where the focus goes back when the preview closes. */
export const PRINT_BUTTON_ID = 'print-selected';

/** Hides the preview and gives the focus back to the button that opened it. */
function closePreview(setPreviewOpen: (open: boolean) => void) {
  setPreviewOpen(false);
  document.getElementById(PRINT_BUTTON_ID)?.focus();
}

/**
 * The printing preview of the selected notices, and the hidden area a single-notice print uses;
 * `backSearch`: the search's query string, for the days each notice was found by.
 */
export function PrintPreview({ cards, backSearch }: { cards: NoticeCard[]; backSearch: string }) {
  const { selected, previewOpen, setPreviewOpen, singleId } = useSelection();
  const single = singleId === null ? null : cards.find((card) => card.id === singleId);
  return (
    <>
      {previewOpen ? (
        // Escape closes the preview from anywhere inside it, as it would a window.
        <section
          className="print-preview"
          aria-labelledby="print-preview-title"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            closePreview(setPreviewOpen);
          }}
        >
          <div className="print-preview-header no-print">
            <h2 id="print-preview-title">Printing preview ({selected.length})</h2>
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              Print
            </button>
            <button
              type="button"
              className="button button-outline"
              onClick={() => closePreview(setPreviewOpen)}
            >
              Hide preview
            </button>
          </div>
          {selected.length === 0 ? <p>Select notices to print them.</p> : null}
          {selected.map((card) => (
            <PrintedNotice key={card.id} card={card} backSearch={backSearch} />
          ))}
        </section>
      ) : null}
      {single ? (
        <div className="print-single" aria-hidden="true">
          <PrintedNotice card={single} backSearch={backSearch} />
        </div>
      ) : null}
    </>
  );
}

/** The print button with the count of selected notices: it shows or hides the preview. */
export function PrintButton() {
  const { selected, previewOpen, setPreviewOpen } = useSelection();
  return (
    <button
      id={PRINT_BUTTON_ID}
      type="button"
      className="button button-outline no-print"
      aria-expanded={previewOpen}
      onClick={() => setPreviewOpen(!previewOpen)}
    >
      Print selected ({selected.length})
    </button>
  );
}
