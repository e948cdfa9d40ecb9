import { addDays, detroitDay } from '@notices/common';
import { NoticeType, NoticeTypeField } from '../../src/notice-types/notice-type.entity';
import { bearer, type TestApp } from './app';

/** A notice type with one field of each editable type (the text one required); answers ids. */
export async function createNoticeType(t: TestApp) {
  const type = await t.db.getRepository(NoticeType).save({ name: `Foreclosure ${Math.random()}` });
  const fields = t.db.getRepository(NoticeTypeField);
  const text = await fields.save({
    noticeTypeId: type.id,
    name: 'Debtor',
    fieldType: 'text',
    required: true,
    position: 0,
  });
  const date = await fields.save({
    noticeTypeId: type.id,
    name: 'Sale day',
    fieldType: 'date',
    required: false,
    position: 1,
  });
  const dateTime = await fields.save({
    noticeTypeId: type.id,
    name: 'Sale time',
    fieldType: 'dateTime',
    required: false,
    position: 2,
  });
  const address = await fields.save({
    noticeTypeId: type.id,
    name: 'Property',
    fieldType: 'address',
    required: false,
    position: 3,
  });
  return { id: type.id, text: text.id, date: date.id, dateTime: dateTime.id, address: address.id };
}

export type TypeIds = Awaited<ReturnType<typeof createNoticeType>>;

/** The Detroit day `n` days from the app's clock. */
export const day = (t: TestApp, n = 0) => addDays(detroitDay(t.clock.now()), n);

export function noticeBody(
  t: TestApp,
  type: TypeIds,
  publicationId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    title: 'Notice of Mortgage Foreclosure Sale',
    content: 'line 1\nline 2',
    noticeTypeId: type.id,
    publicationId,
    fieldValues: [{ noticeTypeCustomFieldId: type.text, text: 'John Doe' }],
    publicationDates: [{ date: day(t, 2) }, { date: day(t, 9) }],
    ...overrides,
  };
}

/** A publication staff member with a session: role in a publication, with or without the publish permission. */
export async function staff(
  t: TestApp,
  publicationId: number,
  role: 'PUBLICATION_ADMIN' | 'PUBLICATION_USER',
  publish: boolean,
) {
  const { user, token } = await t.userWithSession({ roles: 'PUBLICATION_MANAGER' });
  await t.grantPublicationRole(user.id, role, publicationId, publish);
  return { user, token, auth: bearer(token) };
}

export async function setDateSettings(t: TestApp, pastDatesEnabled: boolean, currentDateEnabled: boolean) {
  const { token } = await t.admin();
  const res = await t.http
    .post('/api/v1/admin/systemsettings')
    .set(bearer(token))
    .send({ pastDatesEnabled, currentDateEnabled });
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A draft dated today through the staff API (today's dates allowed first, as a publishing test needs). */
export async function createDraftToday(
  t: TestApp,
  auth: Record<string, string>,
  type: TypeIds,
  publicationId: number,
): Promise<{ id: number }> {
  await setDateSettings(t, false, true);
  const res = await t.http
    .post('/api/v1/admin/notices')
    .set(auth)
    .send(noticeBody(t, type, publicationId, { publicationDates: [{ date: day(t, 0) }] }));
  return res.body as { id: number };
}

/** A free notice dated today, created and published through the API by `admin` (a bearer header); answers its id. */
export async function publishNoticeToday(
  t: TestApp,
  admin: Record<string, string>,
  type: TypeIds,
  publicationId: number,
  title: string,
): Promise<number> {
  const notice = (
    await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(
        noticeBody(t, type, publicationId, { title, free: true, publicationDates: [{ date: day(t, 0) }] }),
      )
  ).body;
  await t.http.put(`/api/v1/admin/notices/${notice.id}/publish`).set(admin).expect(200);
  return notice.id as number;
}
