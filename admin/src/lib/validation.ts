import { maxLength, regex, required, type Validator } from 'react-admin';
import {
  PHONE_LENGTH,
  PHONE_PATTERN,
  TEXT_MAX_LENGTH,
  ValidationMessage,
  emailError,
  isHttpUrl,
} from '@notices/common';

/** Validators built from the shared limits and messages. */
export const maxText = maxLength(TEXT_MAX_LENGTH, ValidationMessage.tooLong);
export const requiredText = [required(ValidationMessage.blank), maxText];
/** The shared e-mail check (the API applies the same one). */
const sharedEmail: Validator = (value: unknown) =>
  emailError(typeof value === 'string' ? value : '') ?? undefined;
export const requiredEmail = [required(ValidationMessage.blank), sharedEmail];
export const optionalText = [maxText];
export const phoneValidation = [regex(PHONE_PATTERN, ValidationMessage.invalidPhone)];

/** Phone mask 3-3-4 digits (555-123-4567): keeps digits only and inserts the dashes. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean);
  return parts.join('-').slice(0, PHONE_LENGTH);
}

/** Empty strings are sent as null (birthDate, phone…). */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

// The URL check the API applies too (common/validation.ts).
const urlCheck: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !isHttpUrl(value) ? ValidationMessage.invalidUrl : undefined;
export const requiredUrl = [required(ValidationMessage.blank), maxText, urlCheck];
export const requiredPhone = [required(ValidationMessage.blank), ...phoneValidation];
export const faxValidation = [regex(PHONE_PATTERN, ValidationMessage.invalidFax)];
