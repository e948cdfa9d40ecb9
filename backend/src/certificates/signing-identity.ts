import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import type { CertificateConfig } from '../config/config';
import type { CertificateSigner } from './certificate-model';

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

type DistinguishedName = forge.pki.Certificate['subject'];

/** A name as a reader knows it: its common name, then its organization when that says more. */
function readableName(name: DistinguishedName): string {
  const value = (field: string) => (name.getField(field) as { value: string } | null)?.value?.trim();
  const commonName = value('CN');
  const organization = value('O');
  const parts = [commonName, organization === commonName ? undefined : organization].filter(Boolean);
  return parts.join(', ') || 'unnamed';
}

const sameName = (a: DistinguishedName, b: DistinguishedName) =>
  JSON.stringify(a.attributes.map((x) => [x.type, x.value])) ===
  JSON.stringify(b.attributes.map((x) => [x.type, x.value]));

/** Who a signing certificate says signs, for the certificate of publication's first page. */
export function certificateSigner(certificate: forge.pki.Certificate): CertificateSigner {
  return {
    name: readableName(certificate.subject),
    issuer: sameName(certificate.issuer, certificate.subject) ? null : readableName(certificate.issuer),
    validUntil: certificate.validity.notAfter,
  };
}
