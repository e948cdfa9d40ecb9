import { createHash } from 'node:crypto';

// RFC 9162 §2.1 Merkle tree hashing with SHA-256, over nodes stored as complete subtrees (level, index):
// node (L, i) covers leaves [i·2^L, (i+1)·2^L). Proofs name the stored nodes they need first (`…Keys`),
// so a caller fetches them in one query, then computes the proof from them.

export const EMPTY_ROOT = createHash('sha256').digest();

export function leafHash(entry: Buffer | string): Buffer {
  return createHash('sha256')
    .update(Buffer.from([0]))
    .update(entry)
    .digest();
}

export function nodeHash(left: Buffer, right: Buffer): Buffer {
  return createHash('sha256')
    .update(Buffer.from([1]))
    .update(left)
    .update(right)
    .digest();
}

export interface NodeKey {
  level: number;
  index: number;
}

export const nodeKey = (level: number, index: number) => `${level}:${index}`;

/** The largest power of two smaller than n (n > 1). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const isPowerOfTwo = (n: number) => n > 0 && Number.isInteger(Math.log2(n)) && 2 ** Math.log2(n) === n;

/** A range [start, end) as RFC 9162 splits it: one stored node when aligned and a power of two. */
type Range = [number, number];

function rangeKeys([start, end]: Range, out: NodeKey[]): void {
  const size = end - start;
  if (isPowerOfTwo(size) && start % size === 0) {
    out.push({ level: Math.log2(size), index: start / size });
    return;
  }
  const k = splitPoint(size);
  rangeKeys([start, start + k], out);
  rangeKeys([start + k, end], out);
}

/** MTH(D[start:end]) from stored nodes. */
function rangeHash([start, end]: Range, nodes: ReadonlyMap<string, Buffer>): Buffer {
  const size = end - start;
  if (size === 0) return EMPTY_ROOT;
  if (isPowerOfTwo(size) && start % size === 0) {
    const level = Math.log2(size);
    const hash = nodes.get(nodeKey(level, start / size));
    if (!hash) throw new Error(`transparency node ${level}/${start / size} is missing`);
    return hash;
  }
  const k = splitPoint(size);
  return nodeHash(rangeHash([start, start + k], nodes), rangeHash([start + k, end], nodes));
}

/** RFC 9162 §2.1.3.1 PATH(m, D[n]) as ranges, leaf side first. */
function inclusionRanges(index: number, size: number, offset = 0): Range[] {
  if (size <= 1) return [];
  const k = splitPoint(size);
  return index < k
    ? [...inclusionRanges(index, k, offset), [offset + k, offset + size]]
    : [...inclusionRanges(index - k, size - k, offset + k), [offset, offset + k]];
}

/** RFC 9162 §2.1.4.1 SUBPROOF(m, D[n], b) as ranges. */
function consistencyRanges(m: number, n: number, complete: boolean, offset = 0): Range[] {
  if (m === n) return complete ? [] : [[offset, offset + n]];
  const k = splitPoint(n);
  return m <= k
    ? [...consistencyRanges(m, k, complete, offset), [offset + k, offset + n]]
    : [...consistencyRanges(m - k, n - k, false, offset + k), [offset, offset + k]];
}

function keysOf(ranges: Range[]): NodeKey[] {
  const out: NodeKey[] = [];
  for (const range of ranges) rangeKeys(range, out);
  return out;
}

export const inclusionKeys = (index: number, size: number) => keysOf(inclusionRanges(index, size));
export const inclusionProof = (index: number, size: number, nodes: ReadonlyMap<string, Buffer>) =>
  inclusionRanges(index, size).map((range) => rangeHash(range, nodes));

const consistencyPlan = (from: number, to: number): Range[] =>
  from === 0 || from === to ? [] : consistencyRanges(from, to, true);
export const consistencyKeys = (from: number, to: number) => keysOf(consistencyPlan(from, to));
export const consistencyProof = (from: number, to: number, nodes: ReadonlyMap<string, Buffer>) =>
  consistencyPlan(from, to).map((range) => rangeHash(range, nodes));

/** The stored nodes on a tree's right edge (its compact range): all that extending or hashing it needs. */
export function compactRangeKeys(size: number): NodeKey[] {
  const keys: NodeKey[] = [];
  for (let level = Math.floor(Math.log2(Math.max(size, 1))); level >= 0; level--)
    if (Math.floor(size / 2 ** level) % 2 === 1)
      keys.push({ level, index: Math.floor(size / 2 ** level) - 1 });
  return keys;
}

export const rootKeys = (size: number) => (size ? keysOf([[0, size]]) : []);
export const rootHash = (size: number, nodes: ReadonlyMap<string, Buffer>) => rangeHash([0, size], nodes);

/**
 * Appends leaves to a tree of `size` whose compact range is in `nodes`: answers every new complete
 * subtree (leaves included) and leaves them in `nodes` too.
 */
export function appendLeaves(
  size: number,
  leaves: Buffer[],
  nodes: Map<string, Buffer>,
): Array<NodeKey & { hash: Buffer }> {
  const added: Array<NodeKey & { hash: Buffer }> = [];
  const put = (level: number, index: number, hash: Buffer) => {
    nodes.set(nodeKey(level, index), hash);
    added.push({ level, index, hash });
  };
  leaves.forEach((leaf, i) => {
    let index = size + i;
    let hash = leaf;
    put(0, index, hash);
    for (let level = 1; index % 2 === 1; level++) {
      const left = nodes.get(nodeKey(level - 1, index - 1));
      if (!left) throw new Error(`transparency node ${level - 1}/${index - 1} is missing`);
      hash = nodeHash(left, hash);
      index = (index - 1) / 2;
      put(level, index, hash);
    }
  });
  return added;
}
