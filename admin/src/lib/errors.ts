import { HttpError } from 'react-admin';
import type { AppErrorBody } from '../providers/httpClient';

/** The i18n key of an error's message (httpClient already resolved code → status → fallback). */
export const errorMessageKey = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'errors.http.fallback';

/** Field errors of an API error, as i18n keys or texts. */
export const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof HttpError ? ((error.body as AppErrorBody | undefined)?.errors ?? {}) : {};

/** True when the answer named fields: the form shows them and its own snackbar (providers/formErrors.ts). */
export const hasFieldErrors = (error: unknown): boolean => Object.keys(fieldErrors(error)).length > 0;
