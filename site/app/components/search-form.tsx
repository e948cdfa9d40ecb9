import { Form, Link, useNavigation } from '@remix-run/react';
import { DATE_RANGE_PRESETS, type SearchQuery } from '@notices/common';
import { DATE_RANGE_LABELS } from '~/utils/messages';

interface Option {
  id: number;
  name: string;
}

interface SearchFormProps {
  query: SearchQuery;
  publications: Option[];
  counties: Option[];
}

/** The public search form: a GET form, so every search lives in the URL and survives reloads and links. */
export function SearchForm({ query, publications, counties }: SearchFormProps) {
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/';
  // Spec §9: "this week" is the default range unless explicit dates are chosen.
  const dateRange = query.dateRange ?? (query.from || query.to ? '' : 'tw');
  return (
    <Form method="get" action="/" className="search-form" role="search" aria-label="Search notices">
      <div className="search-grid">
        <div className="field search-text">
          <label htmlFor="search-for">Search text</label>
          <input
            id="search-for"
            name="for"
            type="search"
            defaultValue={query.for ?? ''}
            placeholder="Name, address, case number…"
          />
        </div>
        <div className="field">
          <label htmlFor="search-pub">Publication</label>
          <select
            id="search-pub"
            name="pub"
            multiple
            size={4}
            defaultValue={(query.pub ?? []).map(String)}
            aria-describedby="search-multi-hint"
          >
            {publications.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="search-area">County</label>
          <select
            id="search-area"
            name="area"
            multiple
            size={4}
            defaultValue={(query.area ?? []).map(String)}
            aria-describedby="search-multi-hint"
          >
            {counties.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="search-range">Date range</label>
          <select id="search-range" name="dateRange" defaultValue={dateRange}>
            {dateRange === '' ? <option value="">Chosen dates</option> : null}
            {DATE_RANGE_PRESETS.map((code) => (
              <option key={code} value={code}>
                {DATE_RANGE_LABELS[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="search-multi-hint" className="field-hint">
        Leave a list empty to search all. Hold Ctrl (or ⌘) to choose several.
      </p>
      {query.per ? <input type="hidden" name="per" value={query.per} /> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          {searching ? 'Searching…' : 'Search'}
        </button>
        <Link to="/" className="button button-outline">
          Show all
        </Link>
      </div>
    </Form>
  );
}
