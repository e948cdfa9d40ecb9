import { createHash } from 'node:crypto';
import {
  appendLeaves,
  compactRangeKeys,
  consistencyKeys,
  consistencyProof,
  EMPTY_ROOT,
  inclusionKeys,
  inclusionProof,
  leafHash,
  nodeKey,
  rootHash,
} from '../../src/transparency/merkle';

// A reference written straight from RFC 9162 §2.1 over the whole list of leaves, sharing nothing with
// the stored-node implementation but SHA-256.
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const split = (n: number) => 2 ** Math.ceil(Math.log2(n) - 1);
function mth(d: Buffer[]): Buffer {
  if (d.length === 0) return sha();
  if (d.length === 1) return sha(Buffer.from([0]), d[0]);
  const k = split(d.length);
  return sha(Buffer.from([1]), mth(d.slice(0, k)), mth(d.slice(k)));
}
function path(m: number, d: Buffer[]): Buffer[] {
  if (d.length <= 1) return [];
  const k = split(d.length);
  return m < k
    ? [...path(m, d.slice(0, k)), mth(d.slice(k))]
    : [...path(m - k, d.slice(k)), mth(d.slice(0, k))];
}
function subproof(m: number, d: Buffer[], b: boolean): Buffer[] {
  if (m === d.length) return b ? [] : [mth(d)];
  const k = split(d.length);
  return m <= k
    ? [...subproof(m, d.slice(0, k), b), mth(d.slice(k))]
    : [...subproof(m - k, d.slice(k), false), mth(d.slice(0, k))];
}

const entries = (n: number) => Array.from({ length: n }, (_, i) => Buffer.from(`entry ${i}`));

/** A stored tree of `n` leaves, appended in uneven batches as the integrator would. */
function storedTree(data: Buffer[]) {
  const nodes = new Map<string, Buffer>();
  let size = 0;
  let batch = 1;
  while (size < data.length) {
    const leaves = data.slice(size, size + batch).map((e) => leafHash(e));
    // Only the compact range of the current tree is visible when extending it.
    const visible = new Map(
      compactRangeKeys(size).map((k) => [nodeKey(k.level, k.index), nodes.get(nodeKey(k.level, k.index))!]),
    );
    for (const added of appendLeaves(size, leaves, visible))
      nodes.set(nodeKey(added.level, added.index), added.hash);
    size += leaves.length;
    expect(rootHash(size, nodes).equals(mth(data.slice(0, size)))).toBe(true);
    batch = (batch * 3) % 7 || 1;
  }
  return nodes;
}

function only(nodes: Map<string, Buffer>, keys: Array<{ level: number; index: number }>) {
  return new Map(keys.map((k) => [nodeKey(k.level, k.index), nodes.get(nodeKey(k.level, k.index))!]));
}

describe('RFC 9162 Merkle tree from stored complete subtrees', () => {
  const data = entries(40);
  const nodes = storedTree(data);

  it('hashes the empty tree as SHA-256 of nothing, leaves with 0x00 and nodes with 0x01', () => {
    expect(EMPTY_ROOT.toString('hex')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(leafHash(data[0]).equals(mth([data[0]]))).toBe(true);
  });

  it('gives the root of every size from its compact range alone', () => {
    for (let n = 1; n <= 40; n++)
      expect(rootHash(n, only(nodes, compactRangeKeys(n))).equals(mth(data.slice(0, n)))).toBe(true);
  });

  it('gives every inclusion proof up to size 40, from the nodes it names', () => {
    for (let n = 1; n <= 40; n++)
      for (let m = 0; m < n; m++) {
        const proof = inclusionProof(m, n, only(nodes, inclusionKeys(m, n)));
        expect(proof.map((h) => h.toString('hex'))).toEqual(
          path(m, data.slice(0, n)).map((h) => h.toString('hex')),
        );
      }
  });

  it('gives every consistency proof up to size 40, from the nodes it names', () => {
    for (let n = 1; n <= 40; n++)
      for (let m = 0; m <= n; m++) {
        const proof = consistencyProof(m, n, only(nodes, consistencyKeys(m, n)));
        const expected = m === 0 || m === n ? [] : subproof(m, data.slice(0, n), true);
        expect(proof.map((h) => h.toString('hex'))).toEqual(expected.map((h) => h.toString('hex')));
      }
  });

  it('agrees with the reference on a large tree', () => {
    const big = entries(1500);
    const stored = storedTree(big);
    for (const [m, n] of [
      [0, 1500],
      [1023, 1024],
      [1024, 1500],
      [777, 1499],
      [1499, 1500],
    ]) {
      expect(inclusionProof(m, n, stored).map((h) => h.toString('hex'))).toEqual(
        path(m, big.slice(0, n)).map((h) => h.toString('hex')),
      );
      expect(consistencyProof(m || 1, n, stored).map((h) => h.toString('hex'))).toEqual(
        subproof(m || 1, big.slice(0, n), true).map((h) => h.toString('hex')),
      );
    }
  });
});
