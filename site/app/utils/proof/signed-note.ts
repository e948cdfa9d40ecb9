import { ed25519 } from '@noble/curves/ed25519';
import { concat, equalBytes, fromBase64, sha256 } from './bytes';
import type { LogKey } from './types';

export interface Checkpoint {
  origin: string;
  treeSize: number;
  rootHash: Uint8Array;
}

interface NoteSignature {
  name: string;
  keyId: Uint8Array;
  signature: Uint8Array;
}

export type NoteCheck =
  | { ok: true; checkpoint: Checkpoint; keyName: string }
  | { ok: false; reason: 'malformed' | 'unknown_key' | 'bad_signature' };

const utf8 = new TextEncoder();
// C2SP signed-note: each signature line starts with an em dash and a space.
const SIGNATURE_LINE = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/;

/** C2SP signed-note key id: the first 4 bytes of SHA-256(name ‖ 0x0A ‖ 0x01 ‖ public key). */
export function keyIdOf(name: string, publicKey: Uint8Array): Uint8Array {
  return sha256(concat(utf8.encode(name), Uint8Array.of(0x0a, 0x01), publicKey)).slice(0, 4);
}

/** Splits a note into its signed body and its signature lines; null when it is not a signed note. */
function splitNote(note: string): { body: string; signatures: NoteSignature[] } | null {
  const end = note.indexOf('\n\n');
  if (end < 0 || !note.endsWith('\n')) return null;
  const body = note.slice(0, end + 1);
  const signatures: NoteSignature[] = [];
  for (const line of note.slice(end + 2, -1).split('\n')) {
    const match = SIGNATURE_LINE.exec(line);
    const bytes = match ? fromBase64(match[2]) : null;
    if (!match || !bytes || bytes.length !== 68) return null;
    signatures.push({ name: match[1], keyId: bytes.slice(0, 4), signature: bytes.slice(4) });
  }
  return signatures.length ? { body, signatures } : null;
}

/** The C2SP tlog-checkpoint body: origin, decimal tree size, base64 root hash. */
export function parseCheckpointBody(body: string): Checkpoint | null {
  const [origin, size, root] = body.split('\n');
  const rootHash = root ? fromBase64(root) : null;
  if (!origin || !/^(0|[1-9]\d*)$/.test(size ?? '') || !rootHash || rootHash.length !== 32) return null;
  const treeSize = Number(size);
  return Number.isSafeInteger(treeSize) ? { origin, treeSize, rootHash } : null;
}

function verifies(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, message, publicKey);
  } catch {
    return false; // a malformed key or signature is simply not valid
  }
}

/** Checks a checkpoint note against the published keys: one signature by a key of the same name and id. */
export function verifyCheckpointNote(note: string, keys: LogKey[]): NoteCheck {
  const parts = splitNote(note);
  const checkpoint = parts && parseCheckpointBody(parts.body);
  if (!parts || !checkpoint) return { ok: false, reason: 'malformed' };
  const message = utf8.encode(parts.body);
  let known = false;
  for (const signature of parts.signatures) {
    for (const key of keys.filter((k) => k.name === signature.name)) {
      const publicKey = fromBase64(key.publicKey);
      if (!publicKey || !equalBytes(keyIdOf(key.name, publicKey), signature.keyId)) continue;
      known = true;
      if (verifies(signature.signature, message, publicKey))
        return { ok: true, checkpoint, keyName: key.name };
    }
  }
  return { ok: false, reason: known ? 'bad_signature' : 'unknown_key' };
}
