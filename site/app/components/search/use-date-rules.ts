import { useState } from 'react';
import type { SearchQuery } from '@notices/common';
import { FROM_AFTER_TO_TEXT } from '~/utils/search-messages';
import { ANY_DATE } from '~/utils/search-params';

export const RANGE_CLEARED_WARNING =
  'The date range was cleared: the search uses the from and to dates you chose.';

/** The search's date interactions: a date clears the range (with a warning), a range clears the dates. */
export function useDateRules(query: SearchQuery, anyDate = false) {
  const [dateRange, setDateRange] = useState<string>(
    query.dateRange ?? (query.from || query.to ? '' : anyDate ? ANY_DATE : 'tw'),
  );
  const [from, setFrom] = useState(query.from?.slice(0, 10) ?? '');
  const [to, setTo] = useState(query.to?.slice(0, 10) ?? '');
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function onDateChange(which: 'from' | 'to', value: string) {
    const nextFrom = which === 'from' ? value : from;
    const nextTo = which === 'to' ? value : to;
    if (which === 'from') setFrom(value);
    else setTo(value);
    if (value && dateRange !== '') {
      setDateRange('');
      setWarning(RANGE_CLEARED_WARNING);
    }
    setError(nextFrom && nextTo && nextFrom > nextTo ? FROM_AFTER_TO_TEXT : null);
  }

  function onRangeChange(value: string) {
    setDateRange(value);
    if (value) {
      setFrom('');
      setTo('');
      setWarning(null);
      setError(null);
    }
  }

  /** False (with the message shown) when from is after to. */
  function validate(): boolean {
    if (from && to && from > to) {
      setError(FROM_AFTER_TO_TEXT);
      return false;
    }
    return true;
  }

  return { dateRange, from, to, warning, error, onDateChange, onRangeChange, validate };
}
