import { bearer, TestApp } from '../support/app';
import { createNoticeType, day, noticeBody, type TypeIds } from '../support/notice-fixtures';

describe('notices: create, read, validation and the list', () => {
  let t: TestApp;
  let type: TypeIds;
  let pub: number;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await TestApp.start();
    type = await createNoticeType(t);
    pub = (await t.createPublication()).id;
    admin = bearer((await t.admin()).token);
  });
  afterAll(() => t.close());

  const post = (overrides: Record<string, unknown>) =>
    t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, pub, overrides));

  it('reads null custom field values as empty (the editor sends every field), and the PUT may repeat its id', async () => {
    const res = await post({
      fieldValues: [
        { noticeTypeCustomFieldId: type.text, text: 'John Doe' },
        { noticeTypeCustomFieldId: type.date, date: null },
        { noticeTypeCustomFieldId: type.dateTime, dateTime: null },
        { noticeTypeCustomFieldId: type.address, address: null },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.fieldValues).toEqual([{ noticeTypeCustomFieldId: type.text, text: 'John Doe' }]);
    const body = noticeBody(t, type, pub, {
      id: res.body.id,
      fieldValues: [{ noticeTypeCustomFieldId: type.text, text: null }],
    });
    const missing = await t.http.put(`/api/v1/admin/notices/${res.body.id}`).set(admin).send(body);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[`field.${type.text}`]).toBeDefined();
    const wrongId = await t.http
      .put(`/api/v1/admin/notices/${res.body.id}`)
      .set(admin)
      .send({ ...noticeBody(t, type, pub), id: res.body.id + 1 });
    expect(wrongId.status).toBe(400);
    expect(wrongId.body.errors.id).toBe('id_mismatch');
  });

  it('stores typed custom field values and answers them as sent (address country defaults to US)', async () => {
    const dateTime = Date.UTC(2026, 11, 1, 15, 30);
    const res = await post({
      fieldValues: [
        { noticeTypeCustomFieldId: type.text, text: 'John Doe' },
        { noticeTypeCustomFieldId: type.date, date: '2026-12-01' },
        { noticeTypeCustomFieldId: type.dateTime, dateTime },
        {
          noticeTypeCustomFieldId: type.address,
          address: { street: '1 Main', locality: 'Lansing', region: 'MI', postalCode: '48933' },
        },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.fieldValues).toEqual([
      { noticeTypeCustomFieldId: type.text, text: 'John Doe' },
      { noticeTypeCustomFieldId: type.date, date: '2026-12-01' },
      { noticeTypeCustomFieldId: type.dateTime, dateTime },
      {
        noticeTypeCustomFieldId: type.address,
        address: {
          street: '1 Main',
          optionalStreet: '',
          locality: 'Lansing',
          region: 'MI',
          postalCode: '48933',
          country: 'US',
        },
      },
    ]);
    expect(res.body.publication).toMatchObject({ id: pub, enabled: true, publicationArea: [{ id: 33 }] });
    expect(res.body.noticeType.fields.map((f: { id: number }) => f.id)).toEqual([
      type.text,
      type.date,
      type.dateTime,
      type.address,
    ]);
  });

  it.each([
    [{ title: '' }, { title: 'Field cannot be blank' }],
    [{ title: 'x'.repeat(256) }, { title: 'Value cannot be longer than 255 characters' }],
    [{ content: '' }, { content: 'Field cannot be blank' }],
  ])('refuses %j', async (overrides, errors) => {
    const res = await post(overrides);
    expect([res.status, res.body.message, res.body.errors]).toEqual([400, 'validation_failed', errors]);
  });

  it('needs the notice type and the publication', async () => {
    const res = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send({ title: 'x', content: 'y', publicationDates: [] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['noticeTypeId', 'publicationId']));
    const unknown = await post({ noticeTypeId: 999999 });
    expect([unknown.status, unknown.body.errors]).toEqual([400, { noticeTypeId: 'unknown notice type' }]);
  });

  it('checks custom fields: required, text ≤ 255, typed values', async () => {
    const missing = await post({ fieldValues: [] });
    expect([missing.status, missing.body.errors]).toEqual([
      400,
      { [`field.${type.text}`]: 'Field cannot be blank' },
    ]);
    const res = await post({
      fieldValues: [
        { noticeTypeCustomFieldId: type.text, text: 'y'.repeat(256) },
        { noticeTypeCustomFieldId: type.date, date: '2026-02-30' },
        { noticeTypeCustomFieldId: type.dateTime, dateTime: Date.UTC(2026, 0, 1, 10, 0, 30) },
        {
          noticeTypeCustomFieldId: type.address,
          address: { street: 's'.repeat(256), locality: 'L', region: 'MI', postalCode: '' },
        },
        { noticeTypeCustomFieldId: 999999, text: 'x' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'fieldValues.0.text': 'Value cannot be longer than 255 characters',
      'fieldValues.1.date': 'must be a day YYYY-MM-DD',
      'fieldValues.2.dateTime': 'must be a ms timestamp with seconds zero',
      'fieldValues.3.address.street': 'Value cannot be longer than 255 characters',
      'fieldValues.3.address.postalCode': 'Field cannot be blank',
      'fieldValues.4.noticeTypeCustomFieldId': 'not a field of this notice type',
    });
  });

  it('checks dates: required, not twice on one day, not past, not today (by default)', async () => {
    const none = await post({ publicationDates: [] });
    expect([none.status, none.body.message, none.body.errors]).toEqual([
      400,
      'publication_dates_invalid',
      { publicationDates: 'Field cannot be blank' },
    ]);
    const res = await post({
      publicationDates: [
        { date: day(t, -1) },
        { date: day(t, 0) },
        { date: day(t, 4) },
        { date: day(t, 4) },
        { date: 'soon' },
      ],
    });
    expect([res.status, res.body.errors]).toEqual([
      400,
      { 'publicationDates.4.date': 'must be a day YYYY-MM-DD' },
    ]);
    const rules = await post({
      publicationDates: [{ date: day(t, -1) }, { date: day(t, 0) }, { date: day(t, 4) }, { date: day(t, 4) }],
    });
    expect([rules.status, rules.body.message, rules.body.errors]).toEqual([
      400,
      'publication_dates_invalid',
      {
        'publicationDates.0.date': 'Cannot set past date',
        'publicationDates.1.date': 'Cannot set current date',
        'publicationDates.2.date': 'errors.publicationDatesCannotBeTheSame',
        'publicationDates.3.date': 'errors.publicationDatesCannotBeTheSame',
      },
    ]);
  });

  it('takes new notices only into enabled publications', async () => {
    const disabled = await t.createPublication({ enabled: false });
    const res = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, disabled.id));
    expect([res.status, res.body.message]).toEqual([400, 'publication_not_available']);
  });

  it('lists with filters and sorting', async () => {
    const other = await t.createPublication();
    const a = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, other.id, { title: 'Alpha sale', publicationDates: [{ date: day(t, 30) }] }));
    await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(
        noticeBody(t, type, other.id, {
          title: 'Beta sale',
          publicationDates: [{ date: day(t, 40) }, { date: day(t, 41) }],
        }),
      );
    const q = (query: string) => t.http.get(`/api/v1/admin/notices?${query}`).set(admin);
    const byPub = await q(`filters[publication][$in]=${other.id}&_sort=title&_order=DESC`);
    expect(byPub.body.data.map((n: { title: string }) => n.title)).toEqual(['Beta sale', 'Alpha sale']);
    expect(byPub.body.total).toBe(2);
    const byName = await q(
      `filters[publication][$cont]=${encodeURIComponent(a.body.publication.name)}&filters[title][$cont]=alpha`,
    );
    expect(byName.body.data.map((n: { id: number }) => n.id)).toEqual([a.body.id]);
    const byDay = await q(`filters[publicationDates][$eq]=${day(t, 41)}`);
    expect(byDay.body.data.map((n: { title: string }) => n.title)).toEqual(['Beta sale']);
    const range = await q(
      `filters[publicationDates][$between][from]=${day(t, 29)}&filters[publicationDates][$between][to]=${day(t, 35)}`,
    );
    expect(range.body.data.map((n: { title: string }) => n.title)).toEqual(['Alpha sale']);
    const status = await q(
      `filters[status][$eq]=D&filters[noticeType][$in]=${type.id}&filters[submissionType][$eq]=normal&per=1`,
    );
    expect([status.body.per, status.body.data.length, status.body.total > 1]).toEqual([1, 1, true]);
    const bad = await q('_sort=content');
    expect(bad.status).toBe(400);
  });

  it('finds a notice by a word of its title, content or custom-field text, or by its id (filters[q])', async () => {
    const own = await t.createPublication();
    const body = (overrides: Record<string, unknown>) => noticeBody(t, type, own.id, overrides);
    const hearing = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(body({ title: 'Hearing on the marina lease', content: 'The council meets at the harbor.' }));
    const sale = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(
        body({
          title: 'Sale of surplus trucks',
          content: 'Bids are invited.',
          fieldValues: [{ noticeTypeCustomFieldId: type.text, text: 'Kowalczyk Estate' }],
        }),
      );
    // A scheduled one: it is still not public, and must be found all the same.
    await t.http.put(`/api/v1/admin/notices/${sale.body.id}/publish`).set(admin).expect(200);
    const find = async (text: string, extra = '') => {
      const res = await t.http
        .get(
          `/api/v1/admin/notices?filters[q][$cont]=${encodeURIComponent(text)}&filters[publication][$in]=${own.id}${extra}`,
        )
        .set(admin);
      expect(res.status).toBe(200);
      return res.body.data.map((n: { id: number }) => n.id);
    };
    expect(await find('marina')).toEqual([hearing.body.id]);
    expect(await find('harbors')).toEqual([hearing.body.id]); // stemmed, as the public search
    expect(await find('kowalczyk')).toEqual([sale.body.id]); // a custom field's text
    expect(await find(`#${sale.body.id}`)).toEqual([sale.body.id]);
    expect(await find(String(hearing.body.id))).toEqual([hearing.body.id]);
    expect(await find('"surplus trucks" -marina')).toEqual([sale.body.id]);
    expect(await find('trucks', '&filters[status][$in][]=D')).toEqual([]);
    expect(await find('trucks', '&filters[status][$in][]=S')).toEqual([sale.body.id]);
    expect(await find('   ')).toHaveLength(2); // nothing typed: no filter
    const tooLong = await t.http.get(`/api/v1/admin/notices?filters[q][$cont]=${'a'.repeat(201)}`).set(admin);
    expect([tooLong.status, tooLong.body.errors?.q]).toEqual([400, 'at most 200 characters']);
    const wrongOperator = await t.http.get('/api/v1/admin/notices?filters[q][$in][]=x').set(admin);
    expect(wrongOperator.status).toBe(400);
    // The scope still applies: a manager of another publication finds nothing of this one.
    const stranger = await t.manager('PUBLICATION_ADMIN');
    const hidden = await t.http
      .get('/api/v1/admin/notices?filters[q][$cont]=marina')
      .set(bearer(stranger.token));
    expect([hidden.status, hidden.body.total]).toEqual([200, 0]);
  });

  it('free: SYSTEM_ADMIN may; a publication user may not (403 free_not_allowed)', async () => {
    const free = await post({ free: true });
    expect([free.status, free.body.free]).toEqual([201, true]);
    const { user, token } = await t.userWithSession({ roles: 'PUBLICATION_MANAGER' });
    await t.grantPublicationRole(user.id, 'PUBLICATION_ADMIN', pub, true);
    const res = await t.http
      .post('/api/v1/admin/notices')
      .set(bearer(token))
      .send(noticeBody(t, type, pub, { free: true }));
    expect([res.status, res.body.message]).toEqual([403, 'free_not_allowed']);
  });
});
