import { Link } from '@remix-run/react';
import { DATE_RANGE_LABELS, formatSearchBound } from '@notices/common';
import { stateSearch, type PageState } from '~/utils/search-params';

interface Props {
  path: string;
  state: PageState;
  /** Query pairs every link must carry on (the embed page's allowed list). */
  hidden?: [string, string][];
}

/** Which dates narrowed the results, with one click to search every date instead (the default is this week). */
export function DateScope({ path, state, hidden = [] }: Props) {
  const { query } = state;
  if (state.anyDate) return <p className="date-scope">Dates: any date.</p>;
  let text: string;
  if (query.from || query.to) {
    const from = query.from ? `from ${formatSearchBound(query.from)}` : '';
    const to = query.to ? `to ${formatSearchBound(query.to)}` : '';
    text = `Dates: ${[from, to].filter(Boolean).join(' ')}.`;
  } else if (query.dateRange) text = `Dates: ${DATE_RANGE_LABELS[query.dateRange].toLowerCase()}.`;
  else text = `Dates: ${DATE_RANGE_LABELS.tw.toLowerCase()} (the default).`;
  // A wider search is another search: the saved search's name does not carry over.
  const extras = { ...state.extras, name: undefined };
  const wider = { ...query, dateRange: undefined, from: undefined, to: undefined, page: undefined };
  const extra = hidden.map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('');
  return (
    <p className="date-scope">
      {text}{' '}
      <Link to={`${path}${stateSearch({ query: wider, extras, anyDate: true })}${extra}`}>
        Search every date
      </Link>
    </p>
  );
}
