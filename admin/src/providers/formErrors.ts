import { HttpError } from 'react-admin';
import type { AppErrorBody } from './httpClient';
import { i18nProvider } from './i18nProvider';

type Body = Record<string, unknown> | undefined;
type Row = Record<string, unknown>;

/** The key react-hook-form keeps a form-wide error under; react-admin shows it as the snackbar. */
export const SERVER_ERROR_KEY = 'root.serverError';

const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** `field.<customFieldId>` (a required value missing) → the input of that field in `fieldValues`. */
function noticePath(path: string, body: Body): string {
  const match = /^field\.(\d+)$/.exec(path);
  if (!match) return path;
  const values = rows(body?.fieldValues);
  const index = values.findIndex((value) => value.noticeTypeCustomFieldId === Number(match[1]));
  if (index < 0) return path;
  const key = ['address', 'dateTime', 'date', 'text'].find((k) => k in values[index]) ?? 'text';
  return key === 'address' ? `fieldValues.${index}.address.street` : `fieldValues.${index}.${key}`;
}

/** `f.<i>` / `v.<i>` (the i-th custom-field pair of the body) → the form's `custom.f<fieldId>`. */
function savedSearchPath(path: string, body: Body): string {
  const match = /^[fv]\.(\d+)/.exec(path);
  const ids = Array.isArray(body?.f) ? (body.f as number[]) : [];
  return match && ids[Number(match[1])] !== undefined ? `custom.f${ids[Number(match[1])]}` : path;
}

/** While billing mirrors the mailing address / main contact, its errors belong to the mirrored inputs. */
function publicationPath(path: string, body: Body): string {
  if (body?.billingAddressSameAsMailing === true && path.startsWith('billingAddress.'))
    return path.replace('billingAddress.', 'mailingAddress.');
  if (body?.billingContactSameAsMain === true && path.startsWith('billingContact.'))
    return path.replace('billingContact.', 'mainContact.');
  return path.replace(/^publicationArea\.\d+$/, 'publicationArea');
}

const PATH_MAPS: Record<string, (path: string, body: Body) => string> = {
  notices: noticePath,
  savedsearches: savedSearchPath,
  publications: publicationPath,
};

/** The API's field paths → the sources of the resource's form inputs (they differ in a few places). */
export function toFormPaths(resource: string, errors: Record<string, string>, body: Body) {
  const map = PATH_MAPS[resource] ?? ((path: string) => path);
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) out[map(path, body)] ??= message;
  return out;
}

const humanize = (segment: string) => {
  const words = segment.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label for the snackbar: the resource's i18n label when there is one, else its name. */
export function fieldLabel(resource: string, path: string): string {
  const t = (key: string) => i18nProvider.translate(key, { _: '' });
  const segments = path.split('.');
  const names = segments.filter((s) => !/^\d+$/.test(s));
  const index = segments.find((s) => /^\d+$/.test(s));
  const last = names[names.length - 1] ?? path;
  const label =
    t(`resources.${resource}.fields.${names.join('.')}`) ||
    t(`resources.${resource}.fields.${last}`) ||
    t(`resources.${resource}.fields.${names[0]}`) ||
    humanize(last);
  return index === undefined
    ? label
    : i18nProvider.translate('errors.form.row', { label, row: Number(index) + 1, _: '' }) || label;
}

/** "Please correct — E-mail: This e-mail is already taken" (each field named). */
export function errorSummary(resource: string, errors: Record<string, string>) {
  const fields = Object.entries(errors).map(
    ([path, message]) => `${fieldLabel(resource, path)}: ${i18nProvider.translate(message, { _: message })}`,
  );
  return i18nProvider.translate('errors.form.summary', { fields: fields.join('; ') });
}

/**
 * A failed save whose answer names fields: the errors move to the form's sources and gain a
 * `root.serverError` summary, so react-admin puts each on its input and one snackbar says what is wrong.
 */
export function forForm(resource: string, body: Body) {
  return (error: unknown): never => {
    const errors = error instanceof HttpError ? (error.body as AppErrorBody | undefined)?.errors : undefined;
    if (!(error instanceof HttpError) || !errors || Object.keys(errors).length === 0) throw error;
    const mapped = toFormPaths(resource, errors, body);
    const appBody: AppErrorBody = {
      ...(error.body as AppErrorBody),
      errors: { ...mapped, [SERVER_ERROR_KEY]: errorSummary(resource, mapped) },
    };
    throw new HttpError(error.message, error.status, appBody);
  };
}
