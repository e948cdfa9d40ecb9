import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfSigner } from '../../src/certificates/pdf-signer';
import { loadConfig, transparencyConfig, type AppConfig } from '../../src/config/config';
import { bearer, TestApp } from '../support/app';
import { binary, poppler, run, squeeze } from '../support/certificate-fixtures';
import { createNoticeType, day, noticeBody, setDateSettings } from '../support/notice-fixtures';

describe('certificates signed with a configured PKCS#12 (CERTIFICATE_P12)', () => {
  const work = mkdtempSync(join(tmpdir(), 'certificate-p12-'));
  const p12 = join(work, 'test.p12');
  const env = (value: string, passphrase: string) =>
    loadConfig({
      DATA_DIR: work,
      JWT_SECRET: 'x'.repeat(32),
      CERTIFICATE_P12: value,
      CERTIFICATE_P12_PASSPHRASE: passphrase,
    }).certificate;

  beforeAll(async () => {
    // As docs/certificates.md shows: a throwaway signing certificate made with openssl.
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=Test signer',
      '-addext',
      'keyUsage=critical,digitalSignature,nonRepudiation',
      '-keyout',
      join(work, 'k.pem'),
      '-out',
      join(work, 'c.pem'),
    ]);
    await run('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      join(work, 'k.pem'),
      '-in',
      join(work, 'c.pem'),
      '-passout',
      'pass:secret',
      '-out',
      p12,
    ]);
  });

  it('signs with it, given as a path or in base64; no development certificate is made', async () => {
    const base64 = readFileSync(p12).toString('base64');
    expect(env(base64, 'secret')!.p12.equals(readFileSync(p12))).toBe(true);
    const t = await TestApp.start({
      certificate: env(p12, 'secret'),
      transparency: transparencyConfig({ TRANSPARENCY_INTERVAL_MS: '0' }),
    });
    try {
      const type = await createNoticeType(t);
      const pub = (await t.createPublication()).id;
      const admin = bearer((await t.admin()).token);
      await setDateSettings(t, false, true);
      const created = await t.http
        .post('/api/v1/admin/notices')
        .set(admin)
        .send(noticeBody(t, type, pub, { publicationDates: [{ date: day(t, 0) }] }));
      await t.http.put(`/api/v1/admin/notices/${created.body.id}/publish`).set(admin).expect(200);
      const res = await binary(t.http.get(`/api/v1/certificates/${created.body.id}.pdf`)).expect(200);
      const report = await poppler('pdfsig', res.body as Buffer);
      expect(report).toContain('Signer Certificate Common Name: Test signer');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      // Page 1 names the signer the PDF's signature carries (pdftotext ends a page with a form feed).
      const page1 = squeeze((await poppler('pdftotext', res.body as Buffer)).split('\f')[0]);
      expect(page1).toContain('Digitally signed by: Test signer');
      expect(page1).toContain('Signing certificate: self-signed, valid until');
      expect(existsSync(join(t.config.dataDir, 'certificate.p12'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a wrong passphrase, and refuses a value that is neither a file nor base64', async () => {
    // onModuleInit runs during the app's start: its throwing stops the start.
    const signer = new PdfSigner({ certificate: env(p12, 'wrong'), dataDir: work } as AppConfig);
    expect(() => signer.onModuleInit()).toThrow(/Invalid password|MAC/i);
    expect(() => env('/no/such/file.p12', '')).toThrow(/CERTIFICATE_P12 must be/);
  });
});
