import type { TestApp } from './app';
import { createNoticeType, type TypeIds } from './notice-fixtures';

export interface SeedNotice {
  title?: string;
  content?: string;
  publicationId: number;
  typeId: number;
  /** Days with a published flag; published by default. */
  dates: Array<string | { date: string; published: boolean }>;
  fields?: Array<{ fieldId: number; text?: string; date?: string; dateTime?: string; address?: object }>;
  previousVersionId?: number;
}

/** A notice stored directly (status P), its dates and field values: the search triggers do the rest. */
export async function seedNotice(t: TestApp, spec: SeedNotice): Promise<number> {
  const [{ id }] = await t.db.query(
    `INSERT INTO notices (title, content, status, publication_id, notice_type_id, previous_version_id, version)
     VALUES ($1, $2, 'P', $3, $4, $5, $6) RETURNING id`,
    [
      spec.title ?? 'Notice of Public Hearing',
      spec.content ?? 'The township board will meet.',
      spec.publicationId,
      spec.typeId,
      spec.previousVersionId ?? null,
      spec.previousVersionId ? 2 : 1,
    ],
  );
  const root = spec.previousVersionId
    ? (await t.db.query('SELECT root_id FROM notices WHERE id = $1', [spec.previousVersionId]))[0].root_id
    : id;
  await t.db.query('UPDATE notices SET root_id = $2 WHERE id = $1', [id, root]);
  if (spec.previousVersionId)
    await t.db.query('UPDATE notices SET has_next_version = true WHERE id = $1', [spec.previousVersionId]);
  for (const f of spec.fields ?? [])
    await t.db.query(
      'INSERT INTO notice_field_values (notice_id, field_id, text, date, date_time, address) VALUES ($1,$2,$3,$4,$5,$6)',
      [
        id,
        f.fieldId,
        f.text ?? null,
        f.date ?? null,
        f.dateTime ?? null,
        f.address ? JSON.stringify(f.address) : null,
      ],
    );
  for (const d of spec.dates) {
    const { date, published } = typeof d === 'string' ? { date: d, published: true } : d;
    await t.db.query('INSERT INTO publication_dates (notice_id, date, published) VALUES ($1, $2, $3)', [
      id,
      date,
      published,
    ]);
  }
  return id;
}

/** Moves the app's clock to an instant. */
export function setNow(t: TestApp, iso: string): void {
  t.clock.reset();
  t.clock.advance(new Date(iso).getTime() - Date.now());
}

/** The search suites' corpus: two types, a publication in Ingham (33) and one in Kent (41), four notices. */
export interface SearchCorpus {
  type: TypeIds;
  otherType: TypeIds;
  ingham: number;
  kent: number;
  /** foreclosure (every kind of custom field), hearing, pending (never published), old (2025). */
  ids: Record<'foreclosure' | 'hearing' | 'pending' | 'old', number>;
}

export async function seedSearchCorpus(t: TestApp): Promise<SearchCorpus> {
  const ids = {} as SearchCorpus['ids'];
  const type = await createNoticeType(t);
  const otherType = await createNoticeType(t);
  const ingham = (await t.createPublication({ name: 'Lansing State Journal', countyIds: [33] })).id;
  const kent = (await t.createPublication({ name: 'Grand Rapids Press', countyIds: [41] })).id;
  ids.foreclosure = await seedNotice(t, {
    title: 'Notice of Mortgage Foreclosure Sale',
    content: 'Default has been made by Kowalski under MCL 600.3201.',
    publicationId: ingham,
    typeId: type.id,
    dates: ['2026-11-02', '2026-11-09'],
    fields: [
      { fieldId: type.text, text: 'Jane Kowalski' },
      { fieldId: type.date, date: '2026-12-01' },
      { fieldId: type.dateTime, dateTime: '2026-12-02T04:30:00Z' }, // Dec 1, 23:30 in Detroit
      {
        fieldId: type.address,
        address: { street: '120 Main St', locality: 'Lansing', postalCode: '48933' },
      },
    ],
  });
  ids.hearing = await seedNotice(t, {
    title: 'Notice of Public Hearing',
    content: 'The planning commission will hold a public hearing on rezoning.',
    publicationId: kent,
    typeId: otherType.id,
    dates: ['2026-10-20'],
  });
  ids.pending = await seedNotice(t, {
    title: 'Scheduled only',
    publicationId: kent,
    typeId: otherType.id,
    dates: [{ date: '2026-12-20', published: false }],
  });
  ids.old = await seedNotice(t, {
    title: 'Old bid invitation',
    publicationId: kent,
    typeId: otherType.id,
    dates: ['2025-06-01'],
  });
  return { type, otherType, ingham, kent, ids };
}
