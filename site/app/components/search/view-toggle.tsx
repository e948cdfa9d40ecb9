import type { ViewType } from './view-type';

/** Grid or list: two pressed-state buttons. */
export function ViewToggle({ view, onChange }: { view: ViewType; onChange: (view: ViewType) => void }) {
  return (
    <div className="view-toggle no-print" role="group" aria-label="Show results as">
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="button button-small button-outline"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'grid' ? 'Grid' : 'List'}
        </button>
      ))}
    </div>
  );
}
