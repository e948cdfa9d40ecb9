import { describe, expect, it } from 'vitest';
import { failure } from './form-result';

describe('failure', () => {
  it('is a failed answer of the named form, with its details', () => {
    expect(
      failure('login', { formError: 'Nope', fieldErrors: { email: 'Wrong' }, code: 'not_active' }),
    ).toEqual({
      intent: 'login',
      ok: false,
      formError: 'Nope',
      fieldErrors: { email: 'Wrong' },
      code: 'not_active',
    });
  });
});
