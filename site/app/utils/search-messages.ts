import { statusText } from './messages';

/** Texts of homepage.snackbars.search.error.{code}; unknown codes fall back to the status. */
const SEARCH_ERROR_TEXTS: Record<string, string> = {
  more_specific_search_required: 'Too many results to page this deep: narrow your search',
  elastic_search_error: 'The search service could not answer. Please try again later.',
  network_error: 'Network error',
};

/** Field errors of a 400 validation_failed answer. */
const FIELD_ERROR_TEXTS: Record<string, string> = {
  from_after_to: 'The from date cannot be after the to date.',
};

export const FROM_AFTER_TO_TEXT = FIELD_ERROR_TEXTS.from_after_to;
export const NOT_FOUND_TEXT = 'The notice you are looking for was not found.';
export const NO_NOTICES_TEXT = 'No notices found.';
export const NO_EMERGENCY_TEXT = 'No emergency notices this week.';
export const ATTACHMENT_ERROR_TEXT = 'Could not open the attachment';
export const SAVE_SEARCH_SUCCESS = 'Search saved. You will be notified about new matching notices.';
export const SAVE_SEARCH_ERROR = 'The search could not be saved. Please try again.';

/** The form's own names for the API's query parameters, so a message names the field people see. */
const FIELD_LABELS: Record<string, string> = {
  for: 'Search text',
  pub: 'Publication',
  area: 'County',
  dateRange: 'Date range',
  from: 'From date',
  to: 'To date',
  type: 'Notice type',
  f: 'Notice type field',
  v: 'Notice type field value',
  page: 'Page',
  per: 'Notices per page',
};

/** One readable sentence per field error: "Search text must be text up to 1000 characters." */
export function fieldErrorText(field: string, reason: string): string {
  if (FIELD_ERROR_TEXTS[reason]) return FIELD_ERROR_TEXTS[reason];
  const label = FIELD_LABELS[field] ?? 'A search value';
  return /^must /.test(reason) ? `${label} ${reason}.` : `${label} is not valid.`;
}

/** The API's `for: too_costly`: a search its statements could not answer within their time budget. */
export const TOO_COSTLY_TEXT =
  'This search takes too long to answer: add a date range, a county or another word, or drop the quotes.';

export function searchErrorText(status: number, code: string, errors: Record<string, string>): string {
  if (errors.for === 'too_costly') return TOO_COSTLY_TEXT;
  if (SEARCH_ERROR_TEXTS[code]) return SEARCH_ERROR_TEXTS[code];
  const fieldTexts = Object.entries(errors).map(([field, value]) => fieldErrorText(field, value));
  if (fieldTexts.length) return fieldTexts.join(' ');
  return statusText(status);
}
