import { sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyId, newKey, publishedKey, signNote, treeHash } from './log-fixture.test-support';
import { keyIdOf, verifyCheckpointNote } from './signed-note';

const ORIGIN = 'localhost:3000/transparency';
const key = newKey(ORIGIN);
const root = treeHash([Buffer.alloc(32, 7)]);
const note = signNote(ORIGIN, 1, root, key);

describe('keyIdOf', () => {
  it('is the first 4 bytes of SHA-256(name, 0x0A, 0x01, public key)', () => {
    expect(Buffer.from(keyIdOf(key.name, key.publicKey))).toEqual(keyId(key));
  });
});

describe('verifyCheckpointNote', () => {
  it('accepts a note signed by the published key and reads its body', () => {
    const check = verifyCheckpointNote(note, [publishedKey(key)]);
    expect(check).toMatchObject({ ok: true, keyName: ORIGIN, checkpoint: { origin: ORIGIN, treeSize: 1 } });
    expect(check.ok && Buffer.from(check.checkpoint.rootHash)).toEqual(root);
  });

  it('accepts a note signed by a retired key (old checkpoints stay valid) among others', () => {
    const other = newKey('other.example/log');
    const retired = { ...publishedKey(key), retiredAt: '2026-11-23T00:00:00.000Z' };
    expect(verifyCheckpointNote(note, [publishedKey(other), retired]).ok).toBe(true);
  });

  it('refuses a changed body: the signature is not valid', () => {
    expect(verifyCheckpointNote(note.replace('\n1\n', '\n2\n'), [publishedKey(key)])).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a key of the same name with another public key (wrong key)', () => {
    const impostor = newKey(ORIGIN);
    expect(verifyCheckpointNote(note, [publishedKey(impostor)])).toEqual({
      ok: false,
      reason: 'unknown_key',
    });
    expect(verifyCheckpointNote(note, [])).toEqual({ ok: false, reason: 'unknown_key' });
  });

  it('refuses a signature made by another key under the published key’s name and id', () => {
    const body = `${note.split('\n\n')[0]}\n`;
    const stranger = newKey(ORIGIN);
    const signature = sign(null, Buffer.from(body), stranger.privateKey);
    const forged = `${body}\n\u2014 ${ORIGIN} ${Buffer.concat([keyId(key), signature]).toString('base64')}\n`;
    expect(verifyCheckpointNote(forged, [publishedKey(key)])).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses what is not a checkpoint note', () => {
    for (const text of ['', 'hello', note.slice(0, -1), note.replace(root.toString('base64'), 'not base64!')])
      expect(verifyCheckpointNote(text, [publishedKey(key)])).toEqual({ ok: false, reason: 'malformed' });
  });
});
