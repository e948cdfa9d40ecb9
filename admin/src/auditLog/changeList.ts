import { formatDateTime, formatDay } from '@notices/common';

/** The words a change list needs, from the app's i18n (kept out so the function stays pure). */
export interface ChangeLabels {
  /** A field's human name by its key (last segment of its path), or undefined to show the key. */
  field(key: string): string | undefined;
  /** A value's human name (a status, a role…) by the field's path, or undefined to show it as it is. */
  value?(path: string, value: string | number | boolean): string | undefined;
  yes: string;
  no: string;
  /** What a changed content fingerprint says (the log keeps a hash of the content, not the text). */
  contentChanged: string;
  /** Publication date states after a date ("2026-11-20:published"). */
  dateStates: Record<string, string>;
}

/** One value as shown: a list item carries whether it was added or removed. */
export interface ShownValue {
  text: string;
  change?: 'added' | 'removed';
}

/** One row "Field — Before — After". A side is null when the record did not exist on that side. */
export interface ChangeRow {
  path: string;
  label: string;
  before: ShownValue[] | null;
  after: ShownValue[] | null;
  /** Values shown as a list (the field is an array). */
  list: boolean;
  /** A summary instead of the values (the content fingerprint). */
  note?: string;
}

type Json = unknown;
type JsonObject = Record<string, Json>;

const EMPTY = '—';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_WITH_STATE = /^(\d{4}-\d{2}-\d{2}):(\w+)$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields that hold a fingerprint of a text the log does not keep. */
const FINGERPRINTS = new Set(['contentHash']);

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNothing = (value: Json) => value === null || value === undefined || value === '';
const isEmpty = (value: Json) =>
  isNothing(value) ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.values(value).every(isEmpty));

/** JSON with sorted keys: two values are the same when this is. */
function canonical(value: Json): string {
  return JSON.stringify(value ?? null, (_key, v: Json) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

const lastKey = (path: string) => path.slice(path.lastIndexOf('.') + 1);

class Formatter {
  constructor(private readonly labels: ChangeLabels) {}

  label(path: string): string {
    return path
      .split('.')
      .map((key) => this.labels.field(key) ?? key)
      .join(' › ');
  }

  /** One value as one line: dates MM/DD/YYYY, booleans in words, objects as "Field: value" pairs. */
  text(path: string, value: Json): string {
    if (isNothing(value)) return EMPTY;
    if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') {
      const named = this.labels.value?.(path, value);
      if (named !== undefined) return named;
    }
    if (typeof value === 'boolean') return value ? this.labels.yes : this.labels.no;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return this.string(value);
    if (Array.isArray(value)) return value.map((item) => this.text(path, item)).join(', ') || EMPTY;
    if (isObject(value))
      return Object.entries(value)
        .map(([key, v]) => `${this.labels.field(key) ?? key}: ${this.text(`${path}.${key}`, v)}`)
        .join(', ');
    return String(value);
  }

  private string(value: string): string {
    if (DAY.test(value)) return formatDay(value);
    const dated = DAY_WITH_STATE.exec(value);
    if (dated) return `${formatDay(dated[1])} (${this.labels.dateStates[dated[2]] ?? dated[2]})`;
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }

  /** An array's items, each marked added or removed against the other side's (as a multiset). */
  items(path: string, values: Json[], others: Json[], change: 'added' | 'removed'): ShownValue[] {
    const left = new Map<string, number>();
    for (const other of others) left.set(canonical(other), (left.get(canonical(other)) ?? 0) + 1);
    return values.map((value) => {
      const key = canonical(value);
      const count = left.get(key) ?? 0;
      if (count > 0) left.set(key, count - 1);
      return count > 0 ? { text: this.text(path, value) } : { text: this.text(path, value), change };
    });
  }
}

/**
 * The readable change list of an audit entry: one row per field that differs between the two snapshots
 * (`before` null: the record was created, each filled field listed; `after` null: deleted). Nested
 * objects give one row per changed inner field ("Mailing address › City"); arrays list their items,
 * the removed ones marked on the before side and the added ones on the after side.
 */
export function changeList(before: object | null, after: object | null, labels: ChangeLabels): ChangeRow[] {
  const format = new Formatter(labels);
  const rows: ChangeRow[] = [];
  const created = before === null;
  const deleted = after === null;

  const side = (path: string, value: Json, gone: boolean): ShownValue[] | null =>
    gone ? null : [{ text: format.text(path, value) }];

  const walk = (path: string, was: Json, now: Json) => {
    if (canonical(was) === canonical(now)) return;
    if ((created && isEmpty(now)) || (deleted && isEmpty(was))) return;
    const label = format.label(path);
    if (FINGERPRINTS.has(lastKey(path))) {
      // A new or deleted record's fingerprint says nothing; a changed one says the text changed.
      if (!created && !deleted)
        rows.push({ path, label, before: null, after: null, list: false, note: labels.contentChanged });
      return;
    }
    const objects = (isObject(was) || isObject(now)) && [was, now].every((v) => isObject(v) || isNothing(v));
    if (objects) {
      const a = isObject(was) ? was : {};
      const b = isObject(now) ? now : {};
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)]))
        walk(`${path}.${key}`, a[key], b[key]);
      return;
    }
    if (Array.isArray(was) || Array.isArray(now)) {
      const a = Array.isArray(was) ? was : isNothing(was) ? [] : [was];
      const b = Array.isArray(now) ? now : isNothing(now) ? [] : [now];
      // One side only (created or deleted): nothing to compare its items with.
      const whole = (values: Json[]) => values.map((value) => ({ text: format.text(path, value) }));
      rows.push({
        path,
        label,
        before: created ? null : deleted ? whole(a) : format.items(path, a, b, 'removed'),
        after: deleted ? null : created ? whole(b) : format.items(path, b, a, 'added'),
        list: true,
      });
      return;
    }
    rows.push({
      path,
      label,
      before: side(path, was, created),
      after: side(path, now, deleted),
      list: false,
    });
  };

  const b = (before ?? {}) as JsonObject;
  const a = (after ?? {}) as JsonObject;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(key, b[key], a[key]);
  return rows;
}

/** The snapshots an audit entry's changes describe ({ field: { before, after } }), null for a side the record lacks. */
export function snapshotsOf(
  changes: Record<string, { before: unknown; after: unknown }>,
  action: string,
): { before: JsonObject | null; after: JsonObject | null } {
  const entries = Object.entries(changes);
  const before = Object.fromEntries(entries.map(([key, change]) => [key, change.before]));
  const after = Object.fromEntries(entries.map(([key, change]) => [key, change.after]));
  // The API writes null for every field of the side a created or deleted record does not have.
  const allNull = (values: JsonObject) => Object.values(values).every((value) => value === null);
  const whole = action !== 'update' && entries.length > 0;
  return {
    before: whole && allNull(before) ? null : before,
    after: whole && allNull(after) ? null : after,
  };
}
