import { statSync } from 'node:fs';
import { join } from 'node:path';
import { formatDay } from '@notices/common';
import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { transparencyConfig } from '../../src/config/config';
import { bearer, TestApp } from '../support/app';
import { binary, hex, poppler, run, sha256, signatureFiles, squeeze } from '../support/certificate-fixtures';
import {
  createNoticeType,
  day,
  noticeBody,
  setDateSettings,
  staff,
  type TypeIds,
} from '../support/notice-fixtures';

describe('certificates of publication', () => {
  let t: TestApp;
  let type: TypeIds;
  let pub: number;
  let admin: Record<string, string>;

  beforeAll(async () => {
    // No integrator timer: entries stay pending until something integrates them (the certificate does).
    t = await TestApp.start({ transparency: transparencyConfig({ TRANSPARENCY_INTERVAL_MS: '0' }) });
    type = await createNoticeType(t);
    pub = (await t.createPublication({ name: 'Lansing State Journal' })).id;
    admin = bearer((await t.admin()).token);
    await setDateSettings(t, false, true);
  });
  afterAll(() => t.close());

  /** A notice published today through the API (more dates may follow); answers its id. */
  async function published(overrides: Record<string, unknown> = {}, publicationId = pub): Promise<number> {
    const created = await t.http
      .post('/api/v1/admin/notices')
      .set(admin)
      .send(noticeBody(t, type, publicationId, { publicationDates: [{ date: day(t, 0) }], ...overrides }));
    expect(created.status).toBe(201);
    await t.http.put(`/api/v1/admin/notices/${created.body.id}/publish`).set(admin).expect(200);
    return created.body.id as number;
  }

  const download = (id: number | string) => binary(t.http.get(`/api/v1/certificates/${id}.pdf`));

  async function certificate(id: number): Promise<Buffer> {
    const res = await download(id);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    return res.body as Buffer;
  }

  it('answers a signed PDF that pdfsig validates (PAdES, ETSI.CAdES.detached), for several notices', async () => {
    const ids = [
      await published({ title: 'Notice of Mortgage Foreclosure Sale' }),
      await published({ title: 'Probate notice', content: 'To all creditors:\n'.repeat(300) }),
      await published({ title: 'Zoning hearing', content: 'Ελληνικά 漢字 한글' }),
    ];
    for (const id of ids) {
      const report = await poppler('pdfsig', await certificate(id));
      expect([id, report]).toEqual([
        id,
        expect.stringContaining('Signature Validation: Signature is Valid.'),
      ]);
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Michigan Public Notices (development)');
      expect(report).toContain('Total document signed');
    }
    // PAdES baseline: the CMS verifies on its own, names its certificate (signing-certificate-v2) and
    // leaves the signing time to the signature dictionary.
    const { cms, content } = signatureFiles(await certificate(ids[0]));
    const verified = await run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      cms,
      '-content',
      content,
      '-noverify',
      '-out',
      '/dev/null',
    ]);
    expect(verified.stderr).toContain('Verification successful');
    const printed = (await run('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', cms])).stdout;
    expect(printed).toContain('signingCertificateV2');
    expect(printed).not.toContain('signingTime');
    // The development certificate was made once, in DATA_DIR, readable by its owner only.
    expect(statSync(join(t.config.dataDir, 'certificate.p12')).mode & 0o777).toBe(0o600);
    expect(statSync(join(t.config.dataDir, 'certificate-passphrase')).mode & 0o777).toBe(0o600);
  });

  it('prints the publication, title, type, counties, fields, full text, dates, entries, checkpoint and statement', async () => {
    const content = `WHEREAS default has been made in the conditions of a mortgage.\n${'Lot 4 of Supervisor’s plat. '.repeat(250)}THE END.`;
    const id = await published({
      content,
      fieldValues: [
        { noticeTypeCustomFieldId: type.text, text: 'John Doe' },
        { noticeTypeCustomFieldId: type.date, date: '2026-12-01' },
      ],
    });
    const text = await poppler('pdftotext', await certificate(id));
    const flat = squeeze(text.replace(/Certificate of Publication — notice \d+ — page \d+ of \d+/g, ''));
    const proof = (await t.http.get(`/api/v1/transparency/notices/${id}`).expect(200)).body as {
      checkpoint: { rootHash: string; treeSize: number; origin: string };
      entries: Array<{ index: number; leafHash: string }>;
    };
    expect(text).toContain('Certificate of Publication');
    expect(text).toContain('Publication: Lansing State Journal');
    expect(text).toContain('Notice of Mortgage Foreclosure Sale');
    expect(text).toMatch(/Notice type: Foreclosure/);
    expect(text).toContain('Counties: Ingham');
    expect(text).toContain('Debtor: John Doe');
    expect(text).toContain('Sale day: 12/01/2026');
    expect(text).toContain(`Published on: ${formatDay(day(t, 0))}`);
    expect(flat).toContain(squeeze(content)); // all of it, across pages
    expect(text).toMatch(/page 2 of \d/);
    expect(proof.entries.length).toBe(1);
    for (const entry of proof.entries) {
      expect(text).toContain(`Entry ${entry.index} — Published — ${formatDay(day(t, 0))}`);
      expect(text).toContain(hex(entry.leafHash));
      expect(text).toContain(entry.leafHash);
    }
    expect(text).toContain(`Origin: ${proof.checkpoint.origin}`);
    expect(text).toContain(`Tree size: ${proof.checkpoint.treeSize}`);
    expect(text).toContain(proof.checkpoint.rootHash);
    expect(text).toContain(hex(proof.checkpoint.rootHash));
    expect(flat).toContain(
      'This certifies that the notice above was published on the Michigan Public Notices platform',
    );
    expect(flat).toContain('Each publication is recorded in the public transparency log');
    expect(text).toContain(`Verify: ${t.config.publicUrl}/notices/${id}#proof`);
  });

  it('prints Greek, Cyrillic, Chinese, Japanese and Korean text exactly; an emoji no font has becomes U+FFFD', async () => {
    const greek = 'Δημόσια ανακοίνωση πλειστηριασμού';
    const cyrillic = 'Публичное уведомление о продаже';
    const cjk = '公告 漢字 かな カタカナ 한글 공고';
    const id = await published({
      title: 'Notice 公告 — 공고',
      content: `${greek}\n${cyrillic}\n${cjk}\nparty 🎉 end`,
    });
    const text = await poppler('pdftotext', await certificate(id));
    expect(text).toContain('Notice 公告 — 공고');
    expect(text).toContain(`${greek}\n${cyrillic}\n${cjk}\nparty \uFFFD end`);
  });

  it('makes a new certificate when another date is published; the same bytes while nothing changed', async () => {
    const id = await published({ publicationDates: [{ date: day(t, 0) }, { date: day(t, 1) }] });
    const first = await certificate(id);
    expect((await certificate(id)).equals(first)).toBe(true);
    const firstText = await poppler('pdftotext', first);
    expect(firstText).toContain(`Published on: ${formatDay(day(t, 0))}`);
    expect(firstText).not.toContain(formatDay(day(t, 1)));

    const tomorrow = day(t, 1);
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      await t.app.get(SchedulerService).run();
      const second = await certificate(id);
      expect(sha256(second)).not.toBe(sha256(first));
      const text = await poppler('pdftotext', second);
      expect(text).toContain(`Published on: ${formatDay(day(t, -1))}, ${formatDay(tomorrow)}`);
      expect(text).toMatch(/Date published — /);
      expect(await poppler('pdfsig', second)).toContain('Signature is Valid.');
      expect((await certificate(id)).equals(second)).toBe(true);

      // Both are kept, and each is found by its digest.
      for (const pdf of [first, second]) {
        const found = await t.http.get(`/api/v1/transparency/lookup?sha256=${sha256(pdf)}`).expect(200);
        expect(found.body.matches).toEqual([
          expect.objectContaining({ kind: 'certificate', noticeId: id, name: `certificate-${id}.pdf` }),
        ]);
      }
    } finally {
      t.clock.reset();
    }
  });

  it('covers every published version of the notice, each with its own text and dates, under its first id', async () => {
    const v1 = await published({
      content: 'Original text of the notice.',
      publicationDates: [{ date: day(t, 0) }, { date: day(t, 1) }],
    });
    const view = (await t.http.get(`/api/v1/admin/notices/${v1}`).set(admin).expect(200)).body as {
      publicationDates: Array<{ id: number; date: string }>;
    };
    const v2 = await t.http
      .put(`/api/v1/admin/notices/${v1}`)
      .set(admin)
      .send(
        noticeBody(t, type, pub, {
          createNewVersion: true,
          content: 'Corrected text of the notice.',
          publicationDates: view.publicationDates.map(({ id, date }) => ({ id, date })),
        }),
      );
    expect([v2.status, v2.body.version]).toEqual([200, 2]);
    await t.http.put(`/api/v1/admin/notices/${v2.body.id}/publish`).set(admin).expect(200);
    const [today, tomorrow] = [day(t, 0), day(t, 1)];
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      await t.app.get(SchedulerService).run();
      const byLatest = await download(v2.body.id);
      expect(byLatest.headers['content-disposition']).toMatch(`filename="certificate-${v1}.pdf"`);
      expect((await certificate(v1)).equals(byLatest.body as Buffer)).toBe(true);
      const text = await poppler('pdftotext', byLatest.body as Buffer);
      expect(text).toContain(`Notice, version 1 (id ${v1})`);
      expect(text).toContain(`Notice, version 2 (id ${v2.body.id})`);
      expect(text).toContain('Original text of the notice.');
      expect(text).toContain('Corrected text of the notice.');
      expect(text).toContain(`Published on: ${formatDay(today)}`);
      expect(text).toContain(`Published on: ${formatDay(tomorrow)}`);
      expect(text).toMatch(/— Published — .* — version 1/);
      expect(text).toMatch(/— New version published — .* — version 2/);
    } finally {
      t.clock.reset();
    }
  });

  it('integrates a pending entry first, so the certificate always carries a checkpoint that includes it', async () => {
    const id = await published();
    const pending = await t.db.query<unknown[]>(
      'SELECT 1 FROM transparency_entries WHERE notice_id = $1 AND leaf_index IS NULL',
      [id],
    );
    expect(pending.length).toBe(1); // the integrator's timer is off in this file
    const text = await poppler('pdftotext', await certificate(id));
    const proof = (await t.http.get(`/api/v1/transparency/notices/${id}`).expect(200)).body as {
      checkpoint: { treeSize: number; rootHash: string };
      entries: Array<{ index: number | null }>;
    };
    expect(proof.entries[0].index).not.toBeNull();
    expect(text).toContain(`Entry ${proof.entries[0].index} — Published`);
    expect(text).toContain(`Tree size: ${proof.checkpoint.treeSize}`);
    expect(proof.checkpoint.treeSize).toBeGreaterThan(proof.entries[0].index!);
  });

  it('certifies a notice published before the log began: no entries, the log as it stood', async () => {
    const [{ id }] = await t.db.query<Array<{ id: number }>>(
      `INSERT INTO notices (title, content, status, publication_id, notice_type_id)
       VALUES ('Published long ago', 'Old text', 'P', $1, $2) RETURNING id`,
      [pub, type.id],
    );
    await t.db.query('UPDATE notices SET root_id = id WHERE id = $1', [id]);
    await t.db.query(
      `INSERT INTO publication_dates (notice_id, date, published, published_at) VALUES ($1, '2026-01-05', true, now())`,
      [id],
    );
    const pdf = await certificate(id);
    const text = squeeze(await poppler('pdftotext', pdf));
    expect(text).toContain('Published on: 01/05/2026');
    expect(text).toContain('This notice was published before the log began: it has no entries yet.');
    expect(text).not.toMatch(/Entry \d+ —/);
    expect(await poppler('pdfsig', pdf)).toContain('Signature is Valid.');
    expect((await certificate(id)).equals(pdf)).toBe(true);
  });

  describe('downloads', () => {
    it('public: a PDF attachment named after the notice, cacheable for a minute, for any published version id', async () => {
      const id = await published();
      const res = await download(id);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="certificate-${id}.pdf"; filename*=UTF-8''certificate-${id}.pdf`,
      );
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('public: 404 for a draft, a scheduled notice, an unknown id; 400 for a malformed one', async () => {
      const draft = await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub));
      await download(draft.body.id).expect(404);
      await t.http.put(`/api/v1/admin/notices/${draft.body.id}/publish`).set(admin).expect(200); // dates to come
      await download(draft.body.id).expect(404);
      await download(999999).expect(404);
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const res = await t.http.get(`/api/v1/certificates/${bad}.pdf`);
        expect([bad, res.status, res.body.message]).toEqual([bad, 400, 'validation_failed']);
        expect(res.body.errors).toHaveProperty('id');
      }
      await t.http.get('/api/v1/certificates/5').expect(404);
    });

    it('signed in: scoped like the notice (own publications; 404 across them; 401 without a session)', async () => {
      const other = (await t.createPublication()).id;
      const id = await published();
      const path = `/api/v1/admin/notices/${id}/certificate`;
      await t.http.get(path).expect(401);
      const own = await staff(t, pub, 'PUBLICATION_USER', false);
      const res = await binary(t.http.get(path).set(own.auth));
      expect([res.status, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-disposition']).toMatch(`attachment; filename="certificate-${id}.pdf"`);
      expect((res.body as Buffer).equals(await certificate(id))).toBe(true);
      const outsider = await staff(t, other, 'PUBLICATION_ADMIN', true);
      await t.http.get(path).set(outsider.auth).expect(404);

      const apiUser = await t.createUser({ roles: 'API_USER' });
      await t.grantApiPublication(apiUser.id, pub);
      await binary(t.http.get(path).set(bearer(await t.sessionFor(apiUser)))).expect(200);
      const foreignApiUser = await t.createUser({ roles: 'API_USER' });
      await t.grantApiPublication(foreignApiUser.id, other);
      await t.http
        .get(path)
        .set(bearer(await t.sessionFor(foreignApiUser)))
        .expect(404);
      const publicUser = await t.userWithSession({ roles: 'PUBLIC_USER' });
      await t.http.get(path).set(bearer(publicUser.token)).expect(403);
    });

    it('signed in: 404 while the notice has no published date', async () => {
      const draft = await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub));
      await t.http.get(`/api/v1/admin/notices/${draft.body.id}/certificate`).set(admin).expect(404);
      await t.http.get('/api/v1/admin/notices/abc/certificate').set(admin).expect(400);
    });
  });
});
