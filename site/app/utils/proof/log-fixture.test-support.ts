// Test-only: a small transparency log built with node:crypto alone, so the site's verifier is checked
// against hashes and signatures it did not compute itself.
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { LogKey, NoticeProof, ProofEntry } from './types';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leaf = (entry: Buffer) => sha(Buffer.of(0), entry);
const node = (l: Buffer, r: Buffer) => sha(Buffer.of(1), l, r);
const split = (n: number) => 2 ** Math.floor(Math.log2(n - 1)); // largest power of two below n

/** RFC 9162 §2.1.1 MTH. */
export function treeHash(leaves: Buffer[]): Buffer {
  if (leaves.length === 0) return sha();
  if (leaves.length === 1) return leaves[0];
  const k = split(leaves.length);
  return node(treeHash(leaves.slice(0, k)), treeHash(leaves.slice(k)));
}

/** RFC 9162 §2.1.3.1 PATH(m, D[n]). */
export function auditPath(m: number, leaves: Buffer[]): Buffer[] {
  if (leaves.length <= 1) return [];
  const k = split(leaves.length);
  return m < k
    ? [...auditPath(m, leaves.slice(0, k)), treeHash(leaves.slice(k))]
    : [...auditPath(m - k, leaves.slice(k)), treeHash(leaves.slice(0, k))];
}

export interface LogKeyPair {
  name: string;
  privateKey: KeyObject;
  publicKey: Buffer;
}

export function newKey(name: string): LogKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  return { name, privateKey, publicKey: raw };
}

export const keyId = (key: LogKeyPair) =>
  sha(Buffer.from(key.name), Buffer.of(0x0a, 0x01), key.publicKey).subarray(0, 4);

export function publishedKey(key: LogKeyPair): LogKey {
  const vkey = Buffer.concat([Buffer.of(1), key.publicKey]).toString('base64');
  return {
    name: key.name,
    keyId: keyId(key).toString('hex'),
    publicKey: key.publicKey.toString('base64'),
    verifierKey: `${key.name}+${keyId(key).toString('hex')}+${vkey}`,
    createdAt: '2026-11-01T00:00:00.000Z',
    retiredAt: null,
  };
}

export function signNote(origin: string, size: number, root: Buffer, key: LogKeyPair): string {
  const body = `${origin}\n${size}\n${root.toString('base64')}\n`;
  const signature = sign(null, Buffer.from(body), key.privateKey);
  return `${body}\n\u2014 ${key.name} ${Buffer.concat([keyId(key), signature]).toString('base64')}\n`;
}

export interface FixtureEntry {
  noticeId: number;
  version: number;
  title: string;
  content: string;
}

/** A log of `filler` unrelated entries followed by the given ones, signed by `key`. */
export function buildLog(origin: string, key: LogKeyPair, entries: FixtureEntry[], filler = 5) {
  const bodies = [
    ...Array.from({ length: filler }, (_, i) => ({
      noticeId: 1000 + i,
      version: 1,
      title: `t${i}`,
      content: 'x',
    })),
    ...entries,
  ].map((e) =>
    Buffer.from(
      JSON.stringify({ content: e.content, notice: { id: e.noticeId, version: e.version }, title: e.title }),
    ),
  );
  const leaves = bodies.map(leaf);
  const root = treeHash(leaves);
  const note = signNote(origin, leaves.length, root, key);
  const proofEntries: ProofEntry[] = entries.map((e, i) => {
    const index = filler + i;
    return {
      index,
      event: e.version > 1 ? ('new_version' as const) : ('published' as const),
      eventDate: '2026-11-20',
      loggedAt: '2026-11-20T13:00:00.000Z',
      noticeId: e.noticeId,
      version: e.version,
      leafHash: leaves[index].toString('base64'),
      entryUrl: `/api/v1/transparency/entries/${index}`,
      inclusionProof: auditPath(index, leaves).map((p) => p.toString('base64')),
    };
  });
  const proof: NoticeProof = {
    noticeId: entries[0]?.noticeId ?? 0,
    checkpoint: { origin, treeSize: leaves.length, rootHash: root.toString('base64'), note },
    entries: proofEntries,
  };
  return { bodies, leaves, root, proof };
}

/** A fetch answering from a table of URL → body (JSON for objects, bytes for Buffers); 404 otherwise. */
export function fakeFetch(routes: Record<string, unknown>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!(url in routes)) return new Response('not found', { status: 404 });
    const body = routes[url];
    return Buffer.isBuffer(body) ? new Response(new Uint8Array(body)) : Response.json(body);
  }) as typeof fetch;
}
