import { describe, expect, it } from 'vitest';
import { changeList, snapshotsOf, type ChangeLabels } from './changeList';

const FIELDS: Record<string, string> = {
  title: 'Title',
  free: 'Disable charging',
  dates: 'Publication dates',
  contentHash: 'Content',
  mailingAddress: 'Mailing address',
  locality: 'City',
  birthDate: 'Birth date',
  role: 'Role',
  userId: 'User',
};

const labels: ChangeLabels = {
  field: (key) => FIELDS[key],
  value: (path, value) =>
    path.endsWith('role') && value === 'PUBLICATION_ADMIN' ? 'Publication Admin' : undefined,
  yes: 'Yes',
  no: 'No',
  contentChanged: 'Content changed',
  dateStates: { published: 'published', canceled: 'canceled', pending: 'pending' },
};

const texts = (values: Array<{ text: string; change?: string }> | null) =>
  values?.map((v) => (v.change ? `${v.text} [${v.change}]` : v.text)) ?? null;
const simple = (before: object | null, after: object | null) =>
  changeList(before, after, labels).map((row) => ({
    label: row.label,
    before: texts(row.before),
    after: texts(row.after),
    ...(row.note ? { note: row.note } : {}),
  }));

describe('changeList', () => {
  it('lists only the fields that differ, with human labels and formatted values', () => {
    expect(
      simple(
        { title: 'Old', free: false, status: 'D', birthDate: '1980-02-01', version: 1 },
        { title: 'New', free: true, status: 'D', birthDate: '1980-02-01', version: 1 },
      ),
    ).toEqual([
      { label: 'Title', before: ['Old'], after: ['New'] },
      { label: 'Disable charging', before: ['No'], after: ['Yes'] },
    ]);
  });

  it('shows a field it has no label for by its key', () => {
    expect(simple({ somethingNew: 1 }, { somethingNew: 2 })).toEqual([
      { label: 'somethingNew', before: ['1'], after: ['2'] },
    ]);
  });

  it('writes null and empty values as a dash, dates MM/DD/YYYY', () => {
    expect(simple({ birthDate: null }, { birthDate: '2026-11-20' })).toEqual([
      { label: 'Birth date', before: ['—'], after: ['11/20/2026'] },
    ]);
    expect(simple({ title: 'A' }, { title: '' })).toEqual([{ label: 'Title', before: ['A'], after: ['—'] }]);
  });

  it('gives each changed field of a nested object its own row', () => {
    expect(
      simple(
        { mailingAddress: { street: '1 Main', locality: 'Lansing' } },
        { mailingAddress: { street: '1 Main', locality: 'Detroit' } },
      ),
    ).toEqual([{ label: 'Mailing address › City', before: ['Lansing'], after: ['Detroit'] }]);
  });

  it('lists array items, marking the removed ones before and the added ones after', () => {
    expect(
      simple(
        { dates: ['2026-11-20:pending', '2026-11-24:pending'] },
        { dates: ['2026-11-20:published', '2026-11-24:pending'] },
      ),
    ).toEqual([
      {
        label: 'Publication dates',
        before: ['11/20/2026 (pending) [removed]', '11/24/2026 (pending)'],
        after: ['11/20/2026 (published) [added]', '11/24/2026 (pending)'],
      },
    ]);
  });

  it('writes objects inside arrays as "Field: value" pairs', () => {
    expect(
      simple(
        { permissions: [] },
        { permissions: [{ userId: 5, role: 'PUBLICATION_ADMIN', hasPermissionToPublish: true }] },
      ),
    ).toEqual([
      {
        label: 'permissions',
        before: [],
        after: ['User: 5, Role: Publication Admin, hasPermissionToPublish: Yes [added]'],
      },
    ]);
  });

  it('says the content changed instead of showing its fingerprint', () => {
    expect(simple({ contentHash: 'abc' }, { contentHash: 'def' })).toEqual([
      { label: 'Content', before: null, after: null, note: 'Content changed' },
    ]);
  });

  it('lists the filled fields of a created record as its after values', () => {
    expect(
      simple(null, {
        title: 'New',
        contentHash: 'abc',
        birthDate: null,
        dates: ['2026-11-20:pending'],
        mailingAddress: { locality: 'Detroit', street: '' },
      }),
    ).toEqual([
      { label: 'Title', before: null, after: ['New'] },
      { label: 'Publication dates', before: null, after: ['11/20/2026 (pending)'] },
      { label: 'Mailing address › City', before: null, after: ['Detroit'] },
    ]);
  });

  it('lists the fields of a deleted record as its before values', () => {
    expect(simple({ title: 'Gone', free: false }, null)).toEqual([
      { label: 'Title', before: ['Gone'], after: null },
      { label: 'Disable charging', before: ['No'], after: null },
    ]);
  });

  it('answers no rows when nothing changed, whatever the key order', () => {
    expect(simple({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
  });
});

describe('snapshotsOf', () => {
  it('rebuilds both sides of an update, and no before side for a created record', () => {
    const changes = { title: { before: 'A', after: 'B' }, free: { before: null, after: true } };
    expect(snapshotsOf(changes, 'update')).toEqual({
      before: { title: 'A', free: null },
      after: { title: 'B', free: true },
    });
    expect(snapshotsOf({ title: { before: null, after: 'B' } }, 'create')).toEqual({
      before: null,
      after: { title: 'B' },
    });
    expect(snapshotsOf({ title: { before: 'A', after: null } }, 'delete').after).toBeNull();
    // An update whose fields were all empty before still shows its before side.
    expect(snapshotsOf({ title: { before: null, after: 'B' } }, 'update').before).toEqual({ title: null });
  });
});
