import { checkPassword, isPasswordValid } from './password-policy';

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
});
