import type { User } from '../types';
import { emptyToNull } from '../common/validation';

const PERSONAL = ['postalCode', 'birthDate', 'company', 'industry', 'gender'] as const;

/**
 * The body of POST/PUT admin/users: only the fields the contract lists. Personal fields go only with
 * PUBLIC_USER; empty strings become null. Publication permissions are left out until their editor lands
 * (the server keeps the existing ones).
 */
export function toUserBody(data: Partial<User>): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: data.email?.trim(),
    givenName: data.givenName?.trim(),
    familyName: data.familyName?.trim(),
    roles: data.roles,
    phone: emptyToNull(data.phone),
  };
  if (data.id !== undefined) body.id = data.id;
  if (data.roles === 'PUBLIC_USER') {
    for (const field of PERSONAL) body[field] = emptyToNull(data[field]);
  }
  return body;
}
