import { concat, equalBytes, sha256 } from './bytes';

// RFC 9162 §2.1.1: leaves and inner nodes hash with different prefixes, so neither passes for the other.
const LEAF = Uint8Array.of(0x00);
const NODE = Uint8Array.of(0x01);

export const leafHash = (entry: Uint8Array) => sha256(concat(LEAF, entry));
const nodeHash = (left: Uint8Array, right: Uint8Array) => sha256(concat(NODE, left, right));

/**
 * RFC 9162 §2.1.3.2: whether `leaf` is entry `index` of the tree of `treeSize` whose root is `root`,
 * by the audit path `proof`. Plain arithmetic instead of bit operators: tree sizes may pass 2^31.
 */
export function verifyInclusion(
  index: number,
  treeSize: number,
  leaf: Uint8Array,
  proof: Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(treeSize) || index < 0 || index >= treeSize)
    return false;
  let fn = index;
  let sn = treeSize - 1;
  let r = leaf;
  const odd = (n: number) => n % 2 === 1;
  const half = (n: number) => Math.floor(n / 2);
  for (const p of proof) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      r = nodeHash(p, r);
      while (!odd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && equalBytes(r, root);
}
