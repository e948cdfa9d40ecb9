import { Form, Link, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import {
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  SEARCH_TEXT_MAX_LENGTH,
  type SearchQuery,
} from '@notices/common';
import { CountedInput, FormMessage } from '~/components/form-field';
import { ANY_DATE, EXTRA_KEYS, NAMED_KEY, savedIdentity, type Extras } from '~/utils/search-params';
import type { NamedRef, NoticeTypeOption } from '~/utils/search-types';
import { useHydrated } from '~/utils/use-hydrated';
import { AdvancedSearch } from './advanced-search';
import { OptionSelect } from './option-select';
import { useDateRules } from './use-date-rules';

export interface SearchFormProps {
  action: string;
  query: SearchQuery;
  extras: Extras;
  /** Every date was asked for (`dateRange=all`). */
  anyDate: boolean;
  publications: NamedRef[];
  counties: NamedRef[];
  noticeTypes: NoticeTypeOption[];
  /** Embed page: the allowed publications, carried on with every search. */
  allowedPubs?: number[] | null;
  /** Field errors of the API's 400 answer. */
  apiErrors?: Record<string, string>;
}

/** The public search form: a GET form, so every search lives in the URL and works without JavaScript. */
export function SearchForm(props: SearchFormProps) {
  const { query, extras, publications, counties, noticeTypes, allowedPubs } = props;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const searching = navigation.state === 'loading' && navigation.location.pathname === props.action;
  const dates = useDateRules(query, props.anyDate);
  const [type, setType] = useState(query.type !== undefined ? String(query.type) : '');
  const [open, setOpen] = useState(Boolean(query.from || query.to || query.type !== undefined));
  const fieldValues = new Map<number, string>();
  (query.f ?? []).forEach((id, index) => fieldValues.set(id, query.v?.[index] ?? ''));
  const apiDateError = props.apiErrors?.from || props.apiErrors?.to ? 'Check the from and to dates.' : null;
  const showPublications = !allowedPubs?.length || publications.length > 1;

  return (
    <Form
      method="get"
      action={props.action}
      className="search-form no-print"
      role="search"
      aria-label="Search notices"
      onSubmit={(event) => {
        if (!dates.validate()) event.preventDefault();
      }}
    >
      <div className="search-grid">
        <div className="field search-text">
          <label htmlFor="search-for">Search text</label>
          <CountedInput
            id="search-for"
            name="for"
            type="search"
            defaultValue={query.for ?? ''}
            placeholder="Name, address, case number…"
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            aria-describedby="search-for-hint"
          />
          <p id="search-for-hint" className="field-hint">
            Use quotes for a phrase, “or” for either word, and -word to leave a word out.
          </p>
        </div>
        {showPublications ? (
          <OptionSelect
            id="search-pub"
            name="pub"
            label="Publication"
            allLabel="All publications"
            options={publications}
            selected={query.pub}
          />
        ) : null}
        <OptionSelect
          id="search-area"
          name="area"
          label="County"
          allLabel="All counties"
          options={counties}
          selected={query.area}
        />
        <div className="field">
          <label htmlFor="search-range">Date range</label>
          <select
            id="search-range"
            name="dateRange"
            value={dates.dateRange}
            onChange={(event) => dates.onRangeChange(event.target.value)}
          >
            {dates.dateRange === '' ? <option value="">Chosen dates</option> : null}
            {DATE_RANGE_PRESETS.map((code) => (
              <option key={code} value={code}>
                {DATE_RANGE_LABELS[code]}
              </option>
            ))}
            <option value={ANY_DATE}>Any date</option>
          </select>
        </div>
      </div>
      {hydrated ? null : (
        <p id="search-multi-hint" className="field-hint">
          Leave a list empty to search all. Hold Ctrl (or ⌘) to choose several.
        </p>
      )}
      <AdvancedSearch
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setType('');
        }}
        from={dates.from}
        to={dates.to}
        onDateChange={dates.onDateChange}
        type={type}
        onTypeChange={setType}
        noticeTypes={noticeTypes}
        fieldValues={fieldValues}
        dateError={dates.error ?? apiDateError}
      />
      {dates.warning ? <FormMessage tone="warning">{dates.warning}</FormMessage> : null}
      {query.per ? <input type="hidden" name="per" value={query.per} /> : null}
      {EXTRA_KEYS.map((key) =>
        extras[key] ? <input key={key} type="hidden" name={key} value={extras[key]} /> : null,
      )}
      {extras.name ? (
        <input
          type="hidden"
          name={NAMED_KEY}
          value={savedIdentity({ query, extras, anyDate: props.anyDate })}
        />
      ) : null}
      {(allowedPubs ?? []).map((id) => (
        <input key={id} type="hidden" name="allowed" value={id} />
      ))}
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          {searching ? 'Searching…' : 'Search'}
        </button>
        <Link
          to={`${props.action}?${allowedPubs?.length ? `${allowedPubs.map((id) => `pub=${id}`).join('&')}&` : ''}dateRange=${ANY_DATE}${query.per ? `&per=${query.per}` : ''}`}
          className="button button-outline"
        >
          Show all
        </Link>
      </div>
    </Form>
  );
}
