import { checkPassword, isPasswordValid, passwordKindsText } from './password-policy';

describe('password policy', () => {
  it('refuses passwords shorter than 8 characters even with every class', () => {
    expect(isPasswordValid('Ab1!xyz')).toBe(false);
  });
  it('accepts 8 characters with three of the four classes', () => {
    expect(isPasswordValid('abcdEF12')).toBe(true);
    expect(isPasswordValid('abcdefg!1')).toBe(true);
  });
  it('refuses two classes only', () => {
    const check = checkPassword('abcdefgh12');
    expect(check.classesMet).toBe(2);
    expect(check.valid).toBe(false);
  });
  it('counts a space as a special character', () => {
    expect(checkPassword('ab cd EF').specialCharacters).toBe(true);
  });
  it('says how many kinds are required and how many the password has', () => {
    expect(passwordKindsText(checkPassword('Abcdef1!'))).toBe('3 of 4 kinds required; you have 4');
    expect(passwordKindsText(checkPassword('abcdefgh'))).toBe('3 of 4 kinds required; you have 1');
  });
});
