import { ValidationMessage } from '@notices/common';
import type { Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  emptyToNull,
  formatPhone,
  phoneValidation,
  requiredEmail,
  requiredText,
  requiredUrl,
} from './validation';

/** The first message of a list of react-admin validators, as a form would show it. */
const firstError = (validators: Validator[], value: unknown) => {
  for (const validate of validators) {
    const result = validate(value, {}, {});
    if (result) return typeof result === 'string' ? result : (result as { message: string }).message;
  }
  return undefined;
};

describe('formatPhone', () => {
  it('masks digits as 3-3-4 while typing', () => {
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('5551')).toBe('555-1');
    expect(formatPhone('(555) 123-45678 ext')).toBe('555-123-4567');
    expect(formatPhone(null)).toBe('');
  });
});

describe('emptyToNull', () => {
  it('sends empty strings and missing values as null, anything else as it is', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull(0)).toBe(0);
    expect(emptyToNull('x')).toBe('x');
  });
});

describe('form rules', () => {
  it('require text up to the shared limit', () => {
    expect(firstError(requiredText, '')).toBe(ValidationMessage.blank);
    expect(firstError(requiredText, 'x'.repeat(10_000))).toBe(ValidationMessage.tooLong);
    expect(firstError(requiredText, 'fine')).toBeUndefined();
  });

  it('check e-mails with the shared rule', () => {
    expect(firstError(requiredEmail, '')).toBe(ValidationMessage.blank);
    expect(firstError(requiredEmail, 'not-an-email')).toBeDefined();
    expect(firstError(requiredEmail, 'ann@example.org')).toBeUndefined();
  });

  it('accept only http(s) URLs and 555-123-4567 phones', () => {
    expect(firstError(requiredUrl, 'ftp://example.org')).toBe(ValidationMessage.invalidUrl);
    expect(firstError(requiredUrl, 'https://example.org')).toBeUndefined();
    expect(firstError(phoneValidation, '5551234567')).toBe(ValidationMessage.invalidPhone);
    expect(firstError(phoneValidation, '555-123-4567')).toBeUndefined();
  });
});
