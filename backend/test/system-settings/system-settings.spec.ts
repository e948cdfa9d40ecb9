import { NoticeType } from '../../src/notice-types/notice-type.entity';
import { bearer, TestApp } from '../support/app';

/** The Emergency button's notice type is chosen in System settings. */
describe('system settings: the emergency notice type', () => {
  let t: TestApp;
  let admin: { token: string };
  let typeId: number;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.admin();
    typeId = (await t.db.getRepository(NoticeType).save({ name: 'Emergency Notice' })).id;
  });
  afterAll(() => t.close());

  const save = (body: object, token = admin.token) =>
    t.http.post('/api/v1/admin/systemsettings').set(bearer(token)).send(body);
  const publicSettings = () => t.http.get('/api/v1/systemsettings');

  it('is unset on a fresh install: the site shows no Emergency button', async () => {
    const res = await publicSettings();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emergencyNoticeTypeId: null });
  });

  it('stores the chosen type next to the date switches and publishes it to the site', async () => {
    const res = await save({ emergencyNoticeTypeId: typeId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      emergencyNoticeTypeId: typeId,
      pastDatesEnabled: false,
      currentDateEnabled: false,
    });
    expect((await publicSettings()).body).toEqual({ emergencyNoticeTypeId: typeId });
    const session = await t.http.get('/api/v1/auth/profile').set(bearer(admin.token));
    expect(session.body.systemSettings.emergencyNoticeTypeId).toBe(typeId);
    const audit = await t.auditOf('systemSettings', 0);
    expect(audit.at(-1)?.changes.emergencyNoticeTypeId).toEqual({ before: null, after: typeId });
  });

  it('keeps the other settings when only one is sent', async () => {
    await save({ currentDateEnabled: true });
    expect((await publicSettings()).body).toEqual({ emergencyNoticeTypeId: typeId });
    await save({ currentDateEnabled: false });
  });

  it('refuses a notice type that does not exist with a field error', async () => {
    const res = await save({ emergencyNoticeTypeId: 999999 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'validation_failed',
      errors: { emergencyNoticeTypeId: 'not_found' },
    });
    for (const bad of [0, -1, 1.5, '3', true])
      expect((await save({ emergencyNoticeTypeId: bad })).status).toBe(400);
    expect((await publicSettings()).body).toEqual({ emergencyNoticeTypeId: typeId });
  });

  it('is cleared with null', async () => {
    expect((await save({ emergencyNoticeTypeId: null })).status).toBe(200);
    expect((await publicSettings()).body).toEqual({ emergencyNoticeTypeId: null });
  });

  it('may be changed by a SYSTEM_ADMIN only', async () => {
    const manager = await t.userWithSession({ roles: 'PUBLICATION_MANAGER' });
    expect((await save({ emergencyNoticeTypeId: typeId }, manager.token)).status).toBe(403);
  });
});

describe('system settings: EMERGENCY_NOTICE_TYPE_ID overrides the stored choice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ emergencyNoticeTypeId: 1 });
  });
  afterAll(() => t.close());

  it('answers the configured type whatever System settings holds', async () => {
    const admin = await t.admin();
    const types = t.db.getRepository(NoticeType);
    const configured = await types.save({ name: 'Storm Warning' });
    expect(configured.id).toBe(1); // a fresh database: the id the configuration names
    const chosen = await types.save({ name: 'Emergency Notice' });
    const res = await t.http
      .post('/api/v1/admin/systemsettings')
      .set(bearer(admin.token))
      .send({ emergencyNoticeTypeId: chosen.id });
    expect(res.status).toBe(200);
    expect((await t.http.get('/api/v1/systemsettings')).body).toEqual({ emergencyNoticeTypeId: 1 });
  });
});
