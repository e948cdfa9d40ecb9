import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, transparencyConfig, transparencyKey } from '../../src/config/config';
import {
  checkpointBody,
  keyId,
  rawPublicKey,
  signNote,
  verifierKey,
} from '../../src/transparency/signed-note';

// The example of golang.org/x/mod/sumdb/note (the C2SP signed-note reference implementation).
const GO_SKEY_SEED = 'AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz'; // 0x01 ‖ Ed25519 seed
const GO_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const GO_TEXT =
  "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const GO_NOTE = `${GO_TEXT}\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;

/** A PKCS#8 Ed25519 key from a raw 32-byte seed. */
function keyFromSeed(seed: Buffer) {
  const prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
  return createPrivateKey({ key: Buffer.concat([prefix, seed]), format: 'der', type: 'pkcs8' });
}

describe('C2SP signed notes', () => {
  const goKey = keyFromSeed(Buffer.from(GO_SKEY_SEED, 'base64').subarray(1));

  it('signs the Go reference example byte for byte, with its key id and verifier key', () => {
    const publicKey = rawPublicKey(goKey);
    expect(keyId('PeterNeumann', publicKey).toString('hex')).toBe('c74f20a3');
    expect(verifierKey('PeterNeumann', publicKey)).toBe(GO_VKEY);
    expect(signNote(GO_TEXT, 'PeterNeumann', goKey)).toBe(GO_NOTE);
  });

  it('writes checkpoints whose signature openssl accepts over the three body lines', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const body = checkpointBody('example.org/transparency', 3, Buffer.alloc(32, 7));
    expect(body).toBe(`example.org/transparency\n3\n${Buffer.alloc(32, 7).toString('base64')}\n`);
    const note = signNote(body, 'example.org/transparency', privateKey);
    const [, signatureLine] = note.split('\n\n');
    const match = /^\u2014 (\S+) (\S+)\n$/u.exec(signatureLine);
    expect(match?.[1]).toBe('example.org/transparency');
    const blob = Buffer.from(match![2], 'base64');
    expect(blob.subarray(0, 4)).toEqual(keyId('example.org/transparency', rawPublicKey(privateKey)));
    const dir = mkdtempSync(join(tmpdir(), 'note-'));
    writeFileSync(join(dir, 'body'), body);
    writeFileSync(join(dir, 'sig'), blob.subarray(4));
    writeFileSync(join(dir, 'pub.pem'), createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }));
    const verify = (file: string) =>
      execFileSync(
        'openssl',
        [
          'pkeyutl',
          '-verify',
          '-pubin',
          '-inkey',
          join(dir, 'pub.pem'),
          '-rawin',
          '-in',
          join(dir, file),
          '-sigfile',
          join(dir, 'sig'),
        ],
        { encoding: 'utf8' },
      );
    expect(verify('body')).toMatch(/Signature Verified Successfully/);
    writeFileSync(join(dir, 'tampered'), body.replace('\n3\n', '\n4\n'));
    expect(() => verify('tampered')).toThrow();
  });
});

describe('TRANSPARENCY_* configuration', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'transparency-config-'));

  it('generates a key once in DATA_DIR when none is configured, readable by its owner only, and keeps it', () => {
    const dataDir = dir();
    const settings = transparencyConfig({});
    expect(settings).toEqual({
      signingKeyPem: null,
      keyName: null,
      origin: null,
      intervalMs: 2000,
      selfCheckMinutes: 60,
    });
    const first = transparencyKey(settings, dataDir);
    expect(statSync(join(dataDir, 'transparency-ed25519.pem')).mode & 0o777).toBe(0o600);
    expect(transparencyKey(settings, dataDir)).toBe(first);
    expect(transparencyKey(settings, dir())).not.toBe(first);
  });

  it('takes a PEM or the path of one, and refuses anything but an Ed25519 private key', () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const path = join(dir(), 'key.pem');
    writeFileSync(path, pem);
    expect(transparencyConfig({ TRANSPARENCY_SIGNING_KEY: pem }).signingKeyPem).toBe(pem.trim());
    const oneLine = pem.trim().replace(/\n/g, '\\n');
    expect(transparencyConfig({ TRANSPARENCY_SIGNING_KEY: oneLine }).signingKeyPem).toBe(pem.trim());
    expect(transparencyConfig({ TRANSPARENCY_SIGNING_KEY: path }).signingKeyPem).toBe(pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    for (const value of [
      rsa,
      '/no/such/file.pem',
      '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----',
    ])
      expect(() => transparencyConfig({ TRANSPARENCY_SIGNING_KEY: value })).toThrow(ConfigError);
    expect(() => transparencyConfig({ TRANSPARENCY_KEY_NAME: 'a b' })).toThrow(/TRANSPARENCY_KEY_NAME/);
    expect(() => transparencyConfig({ TRANSPARENCY_KEY_NAME: 'a+b' })).toThrow(/TRANSPARENCY_KEY_NAME/);
    expect(() => transparencyConfig({ TRANSPARENCY_INTERVAL_MS: '-1' })).toThrow(/TRANSPARENCY_INTERVAL_MS/);
  });
});
