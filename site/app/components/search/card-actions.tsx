import { useHydrated } from '~/utils/use-hydrated';
import type { NoticeCard } from '~/utils/search-types';
import { useSelection } from './selection';

/** Select and print buttons of one notice; they need JavaScript, so they appear once it runs. */
export function CardActions({ card, idPrefix }: { card: NoticeCard; idPrefix: string }) {
  const hydrated = useHydrated();
  const { isSelected, toggle, printSingle } = useSelection();
  if (!hydrated) return null;
  const id = `${idPrefix}-select-${card.id}`;
  return (
    <div className="card-actions no-print">
      <span className="field-checkbox">
        <input id={id} type="checkbox" checked={isSelected(card.id)} onChange={() => toggle(card)} />
        <label htmlFor={id}>
          Select<span className="visually-hidden"> {card.title} for printing</span>
        </label>
      </span>
      <button
        type="button"
        className="button button-small button-outline"
        onClick={() => printSingle(card.id)}
      >
        Print<span className="visually-hidden"> {card.title}</span>
      </button>
    </div>
  );
}
