import { TEXT_MAX_LENGTH } from './limits';
import { ValidationMessage } from './messages';

/** A practical e-mail check (name@host, a top-level domain optional for admin@localhost); the API applies the same one. */
export const EMAIL_PATTERN = /^[^\s@]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The validation message for an e-mail field (blank, too long, invalid), or null when it is fine. */
export function emailError(
  value: string,
  invalidText: string = ValidationMessage.invalidEmail,
): string | null {
  if (value.trim() === '') return ValidationMessage.blank;
  if (value.length > TEXT_MAX_LENGTH) return ValidationMessage.tooLong;
  return isEmail(value) ? null : invalidText;
}

/** The validation message for a required text field (blank, too long), or null when it is fine. */
export function requiredTextError(value: string): string | null {
  if (value.trim() === '') return ValidationMessage.blank;
  return value.length > TEXT_MAX_LENGTH ? ValidationMessage.tooLong : null;
}

/** An http(s) address with a dotted host name or localhost, as websites are entered in the back office. */
export const HTTP_URL_PATTERN =
  /^https?:\/\/([a-z0-9-]+\.)+[a-z0-9-]+(:\d+)?([/?#]\S*)?$|^https?:\/\/localhost(:\d+)?([/?#]\S*)?$/i;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL_PATTERN.test(value.trim());
}

/** The largest record id: PostgreSQL's integer. */
export const MAX_ID = 2_147_483_647;
/** The one spelling of a record id: decimal digits, no sign, no leading zero, no spaces, no exponent. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/**
 * A record id from a path, a query string or a JSON body, or null when it is not spelled canonically
 * (`+2`, `0x2`, `2e0`, `02`, ` 2` and `2.0` as text are all refused) or does not fit an integer column.
 */
export function parseId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
