import { createHash, createPublicKey, sign, type KeyObject } from 'node:crypto';

// C2SP signed-note (https://c2sp.org/signed-note) with Ed25519 keys, and C2SP tlog-checkpoint bodies.

const ED25519_ALGORITHM = 0x01;
/** The DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw key is the 32 bytes after it. */
const SPKI_PREFIX_LENGTH = 12;

export function rawPublicKey(key: KeyObject): Buffer {
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return spki.subarray(SPKI_PREFIX_LENGTH);
}

/** The note key id: the first 4 bytes of SHA-256(name ‖ "\n" ‖ 0x01 ‖ public key). */
export function keyId(name: string, publicKey: Buffer): Buffer {
  return createHash('sha256')
    .update(name)
    .update(Buffer.from([0x0a, ED25519_ALGORITHM]))
    .update(publicKey)
    .digest()
    .subarray(0, 4);
}

/** The verifier key string `<name>+<key id hex>+<base64(0x01 ‖ public key)>`. */
export function verifierKey(name: string, publicKey: Buffer): string {
  const encoded = Buffer.concat([Buffer.from([ED25519_ALGORITHM]), publicKey]).toString('base64');
  return `${name}+${keyId(name, publicKey).toString('hex')}+${encoded}`;
}

/** A tlog-checkpoint body: origin, tree size, root hash, each line ending in "\n". */
export function checkpointBody(origin: string, treeSize: number, root: Buffer): string {
  return `${origin}\n${treeSize}\n${root.toString('base64')}\n`;
}

/** The body followed by a blank line and one signature line `— <name> <base64(key id ‖ signature)>`. */
export function signNote(body: string, name: string, privateKey: KeyObject): string {
  const signature = sign(null, Buffer.from(body, 'utf8'), privateKey);
  const blob = Buffer.concat([keyId(name, rawPublicKey(privateKey)), signature]).toString('base64');
  return `${body}\n\u2014 ${name} ${blob}\n`;
}

/** A key name is non-empty, without spaces, newlines or "+" (signed-note). */
export function isValidKeyName(name: string): boolean {
  return /^[^\s+]+$/u.test(name);
}
