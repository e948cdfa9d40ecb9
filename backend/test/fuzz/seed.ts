import { bearer, type TestApp } from '../app';
import { createNoticeType, day, noticeBody } from '../notice-fixtures';

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

/**
 * Rows for generated ids to find (1 to 6 of most kinds exist): publications, a notice type with each
 * editable field type, drafts and a published notice. Answers the publication the managers work in.
 */
export async function seedRecords(t: TestApp): Promise<number> {
  const admin = bearer((await t.admin()).token);
  const publications = [];
  for (let i = 0; i < 3; i++) publications.push(await t.createPublication());
  const type = await createNoticeType(t);
  await createNoticeType(t);
  for (const publication of publications) {
    const res = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, publication.id, { publicationDates: [{ date: day(t, 3) }] }));
    if (res.status !== 201) throw new Error(`seeding a notice: ${res.status} ${JSON.stringify(res.body)}`);
    if (publication === publications[0]) {
      const published = await t.http.put(`/api/v1/admin/notices/${res.body.id}/publish`).set(admin);
      if (published.status !== 200) throw new Error(`publishing the seeded notice: ${published.status}`);
    }
  }
  return publications[0].id;
}
