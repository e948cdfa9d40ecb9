import { describe, expect, it } from 'vitest';
import { passwordsValid } from './PasswordFields';

describe('passwordsValid', () => {
  it('needs the shared policy met and the confirmation equal', () => {
    expect(passwordsValid({ password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd' })).toBe(true);
    expect(passwordsValid({ password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd ' })).toBe(false);
    expect(passwordsValid({ password: 'short', confirmPassword: 'short' })).toBe(false);
  });
});
