import { bearer, type TestApp } from '../../support/app';
import { createNoticeType, day, noticeBody } from '../../support/notice-fixtures';

/** The suite's seed: fixed unless FUZZ_SEED says otherwise (`random` picks one and the report prints it). */
export function baseSeed(env = process.env.FUZZ_SEED): number {
  if (env === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(env ?? 20_261_124);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${env}`);
  return seed;
}

/** One seed per operation (FNV-1a of the base seed and the operation), so adding one changes no other. */
export function operationSeed(base: number, key: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${base}:${key}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

export interface Seeded {
  /** The publication the suite's PUBLICATION_MANAGERs work in. */
  publicationId: number;
  /** Valid bodies by operation (`METHOD path`), for inputs that get past validation. */
  examples: Record<string, unknown[]>;
}

/**
 * Rows for generated ids to find (1 to 6 of most kinds exist): publications, a notice type with each
 * editable field type, drafts and a published notice.
 */
export async function seedRecords(t: TestApp): Promise<Seeded> {
  const admin = bearer((await t.admin()).token);
  const publications = [];
  for (let i = 0; i < 3; i++) publications.push(await t.createPublication());
  const type = await createNoticeType(t);
  await createNoticeType(t);
  const notices = publications.map((publication) =>
    noticeBody(t, type, publication.id, { publicationDates: [{ date: day(t, 3) }] }),
  );
  for (const [i, publication] of publications.entries()) {
    const res = await t.http.post('/api/v1/admin/notices').set(admin).send(notices[i]);
    if (res.status !== 201) throw new Error(`seeding a notice: ${res.status} ${JSON.stringify(res.body)}`);
    if (publication === publications[0]) {
      const published = await t.http.put(`/api/v1/admin/notices/${res.body.id}/publish`).set(admin);
      if (published.status !== 200) throw new Error(`publishing the seeded notice: ${published.status}`);
    }
  }
  const notice = {
    ...notices[0],
    fieldValues: [
      { noticeTypeCustomFieldId: type.text, text: 'Jane Roe' },
      { noticeTypeCustomFieldId: type.date, date: day(t, 20) },
      {
        noticeTypeCustomFieldId: type.address,
        address: { street: '1 Main St', locality: 'Lansing', postalCode: '48933' },
      },
    ],
  };
  return {
    publicationId: publications[0].id,
    examples: {
      'POST /api/v1/admin/notices': [...notices, notice],
      'PUT /api/v1/admin/notices/{id}': [...notices, { ...notice, createNewVersion: true }],
    },
  };
}
