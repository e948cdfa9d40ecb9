import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADDED_ERROR_CODE_VALUES, ErrorCode, SPEC_ERROR_CODE_VALUES } from './messages';

/** Every code the product specs' error catalogues name (accounts and users; notices and billing). */
const SPEC_CODES = [
  'not_verified',
  'no_publications',
  'blocked',
  'account_blocked',
  'token_required',
  'not_active',
  'email_not_unique',
  'user_not_yet_active',
  'more_specific_search_required',
  'elastic_search_error',
  'publication_dates_invalid',
  'already_published',
  'publication_has_notices',
  'user_not_exists_on_lc',
  'lc_error',
];

describe('error code catalogue', () => {
  const codes: string[] = Object.values(ErrorCode);

  it("holds every code the specs' catalogues name, marked as theirs", () => {
    expect(codes).toEqual(expect.arrayContaining(SPEC_CODES));
    expect([...SPEC_ERROR_CODE_VALUES].sort()).toEqual([...SPEC_CODES].sort());
  });
  it('documents each of our additions in docs/api.md', () => {
    const doc = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');
    const undocumented = ADDED_ERROR_CODE_VALUES.filter((code) => !doc.includes(`| \`${code}\` |`));
    expect(undocumented).toEqual([]);
  });
  it('gives each situation its own code', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(SPEC_ERROR_CODE_VALUES.length + ADDED_ERROR_CODE_VALUES.length);
  });
});
