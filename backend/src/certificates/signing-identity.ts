import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import type { CertificateConfig } from '../config/config';

export const DEVELOPMENT_SUBJECT = 'Michigan Public Notices (development)';
const P12_FILE = 'certificate.p12';
const PASSPHRASE_FILE = 'certificate-passphrase';

/**
 * A self-signed RSA-2048 signing certificate (10 years, digitalSignature + nonRepudiation) as a PKCS#12
 * file. The key pair comes from Node's native generator (forge's pure-JS one takes seconds); forge
 * writes the certificate and the PKCS#12.
 */
export function selfSignedP12(passphrase: string, now = new Date()): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`; // positive, 16 bytes
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + 10);
  const subject = [{ name: 'commonName', value: DEVELOPMENT_SUBJECT }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** Writes a file only when it does not exist yet (atomic: a second instance keeps the first's). */
function createOnce(path: string, make: () => Buffer | string): void {
  if (existsSync(path)) return;
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, make(), { mode: 0o600 });
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The development certificate, made on first use and kept in DATA_DIR (mode 0600) across restarts. */
export function developmentIdentity(dataDir: string): CertificateConfig {
  mkdirSync(dataDir, { recursive: true });
  const passphrasePath = join(dataDir, PASSPHRASE_FILE);
  createOnce(passphrasePath, () => randomBytes(24).toString('base64url'));
  const passphrase = readFileSync(passphrasePath, 'utf8').trim();
  const p12Path = join(dataDir, P12_FILE);
  createOnce(p12Path, () => selfSignedP12(passphrase));
  return { p12: readFileSync(p12Path), passphrase };
}

/** The signing certificate's subject and validity, read from a PKCS#12 (a wrong passphrase throws). */
export function describeIdentity({ p12, passphrase }: CertificateConfig): {
  subject: string;
  notAfter: Date;
} {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const keys = parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[
    forge.pki.oids.pkcs8ShroudedKeyBag
  ];
  const certs = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag];
  const cert = certs?.[0]?.cert;
  if (!keys?.length || !cert) throw new Error('the PKCS#12 holds no private key or no certificate');
  const cn = cert.subject.getField('CN') as { value: string } | null;
  return { subject: cn?.value ?? 'unnamed', notAfter: cert.validity.notAfter };
}
