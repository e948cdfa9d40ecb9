/** What a window's action answers when it does not redirect; the component renders it. */
export interface FormResult {
  /** Which form answered, so a window with several forms shows the answer in the right one. */
  intent: string;
  ok: boolean;
  /** A message for the whole form. */
  formError?: string;
  /** Messages per field name. */
  fieldErrors?: Record<string, string>;
  /** The API's code, when the component reacts to it (e.g. not_active offers the resend form). */
  code?: string;
  /** Submitted values worth showing again (never passwords), for browsers without JavaScript. */
  values?: Record<string, string>;
}

export function failure(intent: string, details: Omit<FormResult, 'intent' | 'ok'>): FormResult {
  return { intent, ok: false, ...details };
}
