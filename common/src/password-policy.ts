import { PASSWORD_CLASSES_REQUIRED, PASSWORD_MIN_LENGTH } from './limits';

export interface PasswordCheck {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  numbers: boolean;
  specialCharacters: boolean;
  /** How many of the four character classes are present. */
  classesMet: number;
  classesRequired: number;
  minLength: number;
  valid: boolean;
}

/** The one password policy: minimum length plus 3 of the 4 character classes. */
export function checkPassword(password: string): PasswordCheck {
  const lowercase = /[a-z]/.test(password);
  const uppercase = /[A-Z]/.test(password);
  const numbers = /[0-9]/.test(password);
  // Anything that is not a letter or digit counts as special (spaces included), as most policies do.
  const specialCharacters = /[^A-Za-z0-9]/.test(password);
  const classesMet = [lowercase, uppercase, numbers, specialCharacters].filter(Boolean).length;
  const length = password.length >= PASSWORD_MIN_LENGTH;
  return {
    length,
    lowercase,
    uppercase,
    numbers,
    specialCharacters,
    classesMet,
    classesRequired: PASSWORD_CLASSES_REQUIRED,
    minLength: PASSWORD_MIN_LENGTH,
    valid: length && classesMet >= PASSWORD_CLASSES_REQUIRED,
  };
}

/** How the character kinds stand, for both apps' policy displays: "3 of 4 kinds required; you have 4". */
export function passwordKindsText(check: Pick<PasswordCheck, 'classesMet' | 'classesRequired'>): string {
  return `${check.classesRequired} of 4 kinds required; you have ${check.classesMet}`;
}

export function isPasswordValid(password: string): boolean {
  return checkPassword(password).valid;
}

export const PASSWORD_POLICY_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters and ${PASSWORD_CLASSES_REQUIRED} of: lowercase letters, uppercase letters, numbers, special characters`;
