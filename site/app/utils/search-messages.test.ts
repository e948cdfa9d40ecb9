import { describe, expect, it } from 'vitest';
import { statusText } from './messages';
import { fieldErrorText, FROM_AFTER_TO_TEXT, searchErrorText, TOO_COSTLY_TEXT } from './search-messages';

describe('fieldErrorText', () => {
  it('names the field as the form shows it and keeps a "must …" reason', () => {
    expect(fieldErrorText('for', 'must be text up to 1000 characters')).toBe(
      'Search text must be text up to 1000 characters.',
    );
    expect(fieldErrorText('per', 'must be one of 4, 8, 16, 32, 64')).toBe(
      'Notices per page must be one of 4, 8, 16, 32, 64.',
    );
  });

  it('falls back to a generic label and sentence', () => {
    expect(fieldErrorText('zzz', 'bad')).toBe('A search value is not valid.');
    expect(fieldErrorText('area', 'bad')).toBe('County is not valid.');
  });

  it('has its own text for from after to, whatever the field', () => {
    expect(fieldErrorText('to', 'from_after_to')).toBe(FROM_AFTER_TO_TEXT);
  });
});

describe('searchErrorText', () => {
  it('prefers the text of a known code', () => {
    expect(searchErrorText(400, 'more_specific_search_required', { page: 'must be small' })).toMatch(
      /narrow your search/,
    );
  });

  it('asks to narrow a search too costly to answer in time', () => {
    expect(searchErrorText(400, 'more_specific_search_required', { for: 'too_costly' })).toBe(
      TOO_COSTLY_TEXT,
    );
  });

  it('joins the field errors, else falls back to the status', () => {
    expect(searchErrorText(400, 'validation_failed', { from: 'bad', type: 'bad' })).toBe(
      'From date is not valid. Notice type is not valid.',
    );
    expect(searchErrorText(503, 'unknown', {})).toBe(statusText(503));
  });
});
