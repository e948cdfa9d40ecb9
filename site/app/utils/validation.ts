export { emailError, isEmail, requiredTextError } from '@notices/common';

/** Reads a text field of a submitted form; files and missing fields read as ''. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
