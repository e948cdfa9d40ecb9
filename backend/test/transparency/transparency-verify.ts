import { createPublicKey, verify } from 'node:crypto';

/** Checks a signed note's Ed25519 signature with a raw base64 public key (test helper, no server code). */
export function verifyNote(note: string, publicKeyBase64: string): boolean {
  const split = note.indexOf('\n\n');
  const body = note.slice(0, split + 1);
  const match = /^\u2014 \S+ (\S+)\n$/u.exec(note.slice(split + 2));
  if (!match) return false;
  const signature = Buffer.from(match[1], 'base64').subarray(4);
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    Buffer.from(publicKeyBase64, 'base64'),
  ]);
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
  return verify(null, Buffer.from(body, 'utf8'), key, signature);
}
