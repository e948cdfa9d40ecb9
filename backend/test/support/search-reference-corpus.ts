import { addDays, type FieldType } from '@notices/common';
import { NoticeType, NoticeTypeField } from '../../src/notice-types/notice-type.entity';
import { generateNotice, seededRng, type Rng } from '../../src/demo/notice-generator';
import type { TestApp } from './app';

/**
 * A seeded corpus of Michigan-like notices for the search reference test (text from the generator the
 * demo data and the benchmark use), stored in bulk with its search columns computed by the product's own
 * database functions, and kept in memory so that searches can be drawn from it. Published days cover
 * 2024-2026, so every date preset of the test's instants finds some.
 */
const FIRST_DAY = '2024-01-01';
const DAYS = 3 * 366;
const PAPERS = ['Herald', 'News', 'Gazette', 'Press', 'Record', 'Times', 'Courier', 'Enterprise'];
/** Date and date-time fields beside the generator's own text and address fields. */
const DATED_FIELDS: Record<string, Array<[string, FieldType]>> = {
  'Mortgage Foreclosure': [
    ['Sale day', 'date'],
    ['Sale time', 'dateTime'],
  ],
  'Probate / Estate': [['Date of death', 'date']],
  'Public Hearing': [['Hearing time', 'dateTime']],
  'Zoning Notice': [
    ['Hearing day', 'date'],
    ['Hearing time', 'dateTime'],
  ],
};

export interface CorpusField {
  id: number;
  type: FieldType;
}

/** A stored field value: text, a day, an ISO instant or an address, by the field's type. */
export interface CorpusValue {
  field: CorpusField;
  text?: string;
  date?: string;
  dateTime?: string;
  address?: Record<string, string>;
}

export interface CorpusNotice {
  id: number;
  title: string;
  content: string;
  publicationId: number;
  typeId: number;
  values: CorpusValue[];
}

export interface Corpus {
  /** Every version stored, public or not: words of hidden versions make searches that must not find them. */
  notices: CorpusNotice[];
  publications: Array<{ id: number; countyIds: number[] }>;
}

const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

interface StoredDate {
  date: string;
  published: boolean;
  canceled: boolean;
}

/** One version of a notice as stored: its chain (root, version, predecessor) and its days. */
interface StoredVersion {
  notice: CorpusNotice;
  root: number;
  version: number;
  previous: number | null;
  hasNext: boolean;
  dates: StoredDate[];
}

/** Seeds `chains` notices (some with later versions) in 8 publications over 10 counties. */
export async function loadCorpus(t: TestApp, seed: number, chains: number): Promise<Corpus> {
  const rng = seededRng(seed);
  const counties = await t.db.query<Array<{ id: number; name: string }>>(
    'SELECT id, name FROM counties ORDER BY id',
  );
  // Each publication serves 1-3 consecutive counties of a list of ten, so areas overlap.
  const area = Array.from({ length: 10 }, () => pick(rng, counties));
  const publications: Array<{ id: number; countyIds: number[]; names: string[] }> = [];
  for (const paper of PAPERS) {
    const first = int(rng, 0, area.length - 1);
    const served = [...new Map(area.slice(first, first + int(rng, 1, 3)).map((c) => [c.id, c])).values()];
    const name = `${served[0].name} County ${paper}`;
    const { id } = await t.createPublication({ name, countyIds: served.map((c) => c.id) });
    publications.push({ id, countyIds: served.map((c) => c.id), names: served.map((c) => c.name) });
  }
  const types = await createTypes(t, seededRng(seed + 1));

  const [{ next }] = await t.db.query<Array<{ next: number }>>(
    'SELECT coalesce(max(id), 0) + 1 AS next FROM notices',
  );
  let nextId = next;
  const versions: StoredVersion[] = [];
  const addVersion = (
    publication: (typeof publications)[number],
    dates: StoredDate[],
    previous?: StoredVersion,
  ): StoredVersion => {
    const generate = () =>
      generateNotice(rng, { county: pick(rng, publication.names), fillerWords: int(rng, 10, 60) });
    // A later version keeps its notice's type and publication and rewrites its text.
    let text = generate();
    while (previous && types.get(text.typeName)!.id !== previous.notice.typeId) text = generate();
    const type = types.get(text.typeName)!;
    const values = type.fields.flatMap(({ field, name }): CorpusValue[] => {
      const value = text.fields[name];
      if (field.type === 'date') return [{ field, date: addDays(FIRST_DAY, int(rng, -200, DAYS + 200)) }];
      if (field.type === 'dateTime') return [{ field, dateTime: randomInstant(rng) }];
      if (!value) return [];
      return [field.type === 'address' ? { field, address: JSON.parse(value) } : { field, text: value }];
    });
    const id = nextId++;
    const notice = {
      id,
      title: text.title,
      content: text.content,
      publicationId: publication.id,
      typeId: type.id,
      values,
    };
    if (previous) previous.hasNext = true;
    const version: StoredVersion = {
      notice,
      root: previous?.root ?? id,
      version: (previous?.version ?? 0) + 1,
      previous: previous?.notice.id ?? null,
      hasNext: false,
      dates,
    };
    versions.push(version);
    return version;
  };

  for (let chain = 0; chain < chains; chain++) {
    const publication = pick(rng, publications);
    const newest = addDays(FIRST_DAY, int(rng, 0, DAYS - 1));
    // One notice in 25 never published: only pending dates.
    let previous = addVersion(publication, weeklyDates(rng, newest, rng() >= 0.04));
    // One in eight gets a new version (one in five of those a third): a new version published later
    // hides the ones before it; one still pending leaves the previous version public.
    for (let v = 2; v <= 3 && rng() < (v === 2 ? 0.125 : 0.2); v++)
      previous = addVersion(publication, weeklyDates(rng, addDays(newest, 7 * v), rng() < 0.7), previous);
  }
  await storeVersions(t, versions);
  return { notices: versions.map((v) => v.notice), publications };
}

/**
 * 1-4 weekly days ending at `newest`, published or all pending. Some notices also ran a year or two
 * before: their days enclose ranges that hold none of them. Some have a day canceled between their first
 * and last (never a match by itself), and some a day still pending after their last.
 */
function weeklyDates(rng: Rng, newest: string, published: boolean): StoredDate[] {
  const offsets: number[] = [];
  for (let week = int(rng, 0, 3); week >= 0; week--) offsets.push(7 * week);
  if (rng() < 0.15) offsets.push(int(rng, 200, 700));
  const days = offsets.map((offset) => ({ date: addDays(newest, -offset), published, canceled: false }));
  const span = Math.max(...offsets);
  if (span > 1 && rng() < 0.4) {
    const canceled = int(rng, 1, span - 1);
    if (!offsets.includes(canceled))
      days.push({ date: addDays(newest, -canceled), published: false, canceled: true });
  }
  if (rng() < 0.15) days.push({ date: addDays(newest, 7), published: false, canceled: false });
  return days;
}

/** An instant on a quarter hour between mid-2023 and mid-2027 (a fifth of them on another UTC day). */
function randomInstant(rng: Rng): string {
  const start = Date.parse('2023-06-01T00:00:00Z');
  return new Date(start + int(rng, 0, 4 * 365 * 96) * 15 * 60_000).toISOString();
}

/** The generator's seven types with the fields it fills (text, or address for JSON), plus dated ones. */
async function createTypes(t: TestApp, rng: Rng) {
  const samples = new Map<string, Record<string, string>>();
  for (let i = 0; i < 300; i++) {
    const notice = generateNotice(rng, { county: 'Ingham' });
    samples.set(notice.typeName, notice.fields);
  }
  const types = new Map<string, { id: number; fields: Array<{ field: CorpusField; name: string }> }>();
  for (const [typeName, sample] of samples) {
    const { id } = await t.db.getRepository(NoticeType).save({ name: typeName });
    const specs = Object.entries(sample)
      .map(([name, value]): [string, FieldType] => [name, value.startsWith('{') ? 'address' : 'text'])
      .concat(DATED_FIELDS[typeName] ?? []);
    const fields = [];
    for (const [position, [name, fieldType]] of specs.entries()) {
      const saved = await t.db
        .getRepository(NoticeTypeField)
        .save({ noticeTypeId: id, name, fieldType, position });
      fields.push({ field: { id: saved.id, type: fieldType }, name });
    }
    types.set(typeName, { id, fields });
  }
  return types;
}

/**
 * Notices and their field values go in with the triggers off, then each notice's search columns are
 * computed once by the product's own function, as the Search migration fills existing rows (the
 * triggers would compute them again for every value). The dates go in with the triggers on: each
 * published day sets its chain's public version and days, as publishing does.
 */
async function storeVersions(t: TestApp, versions: StoredVersion[]) {
  const column = <T>(value: (v: StoredVersion) => T) => versions.map(value);
  const values = versions.flatMap((v) => v.notice.values.map((value) => ({ notice: v.notice.id, ...value })));
  await t.db.transaction(async (m) => {
    await m.query('SET LOCAL session_replication_role = replica');
    await m.query(
      `INSERT INTO notices (id, root_id, version, previous_version_id, has_next_version, status, title, content,
         publication_id, notice_type_id, free)
       SELECT u.*, true FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::bool[], $6::text[],
         $7::text[], $8::text[], $9::int[], $10::int[]) AS u`,
      [
        column((v) => v.notice.id),
        column((v) => v.root),
        column((v) => v.version),
        column((v) => v.previous),
        column((v) => v.hasNext),
        column((v) => (v.dates.some((d) => d.published) ? 'P' : 'S')),
        column((v) => v.notice.title),
        column((v) => v.notice.content),
        column((v) => v.notice.publicationId),
        column((v) => v.notice.typeId),
      ],
    );
    await m.query(
      `INSERT INTO notice_field_values (notice_id, field_id, text, date, date_time, address)
       SELECT u.n, u.f, u.t, u.d, u.dt, u.a::jsonb
       FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::timestamptz[], $6::text[]) AS u(n, f, t, d, dt, a)`,
      [
        values.map((v) => v.notice),
        values.map((v) => v.field.id),
        values.map((v) => v.text ?? null),
        values.map((v) => v.date ?? null),
        values.map((v) => v.dateTime ?? null),
        values.map((v) => (v.address ? JSON.stringify(v.address) : null)),
      ],
    );
    await m.query('SET LOCAL session_replication_role = origin');
    await m.query('SELECT notice_refresh_search(id) FROM notices WHERE id = ANY($1)', [
      column((v) => v.notice.id),
    ]);
    await m.query(`SELECT setval('notices_id_seq', (SELECT max(id) FROM notices))`);
  });
  const days = versions.flatMap((v) => v.dates.map((d) => ({ notice: v.notice.id, ...d })));
  await t.db.query(
    `INSERT INTO publication_dates (notice_id, date, published, published_at, canceled, canceled_at)
     SELECT u.n, u.d, u.p, CASE WHEN u.p THEN now() END, u.c, CASE WHEN u.c THEN now() END
     FROM unnest($1::int[], $2::date[], $3::bool[], $4::bool[]) AS u(n, d, p, c)`,
    [
      days.map((d) => d.notice),
      days.map((d) => d.date),
      days.map((d) => d.published),
      days.map((d) => d.canceled),
    ],
  );
  await t.db.query('ANALYZE notices, publication_dates, notice_field_values');
}
