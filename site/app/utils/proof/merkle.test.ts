import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditPath, treeHash } from './log-fixture.test-support';
import { leafHash, verifyInclusion } from './merkle';

const leaf = (text: string) =>
  createHash('sha256')
    .update(Buffer.concat([Buffer.of(0), Buffer.from(text)]))
    .digest();
const flip = (bytes: Buffer, bit = 0) => {
  const copy = Buffer.from(bytes);
  copy[bit >> 3] ^= 1 << (bit & 7);
  return copy;
};

describe('leafHash', () => {
  it('is SHA-256 of 0x00 and the entry bytes (RFC 9162 §2.1.1)', () => {
    expect(Buffer.from(leafHash(Buffer.from('{"a":1}')))).toEqual(leaf('{"a":1}'));
  });
});

describe('verifyInclusion', () => {
  it('accepts every entry of trees of every size from 1 to 20', () => {
    for (let size = 1; size <= 20; size++) {
      const leaves = Array.from({ length: size }, (_, i) => leaf(`entry ${i}`));
      const root = treeHash(leaves);
      for (let index = 0; index < size; index++)
        expect(
          verifyInclusion(index, size, leaves[index], auditPath(index, leaves), root),
          `${index}/${size}`,
        ).toBe(true);
    }
  });

  const leaves = Array.from({ length: 13 }, (_, i) => leaf(`entry ${i}`));
  const root = treeHash(leaves);
  const path = auditPath(6, leaves);

  it('rejects a flipped bit in the leaf, in the path or in the root', () => {
    expect(verifyInclusion(6, 13, flip(leaves[6]), path, root)).toBe(false);
    expect(verifyInclusion(6, 13, leaves[6], [path[0], flip(path[1], 77), ...path.slice(2)], root)).toBe(
      false,
    );
    expect(verifyInclusion(6, 13, leaves[6], path, flip(root, 255))).toBe(false);
  });

  it('rejects a wrong index or tree size', () => {
    expect(verifyInclusion(7, 13, leaves[6], path, root)).toBe(false);
    expect(verifyInclusion(5, 13, leaves[6], path, root)).toBe(false);
    // A size whose tree gives entry 6 another place (13 and 16 give it the same one; the signed root
    // binds the size, so that is harmless).
    expect(verifyInclusion(6, 7, leaves[6], path, root)).toBe(false);
    expect(verifyInclusion(6, 8, leaves[6], path, root)).toBe(false);
    expect(verifyInclusion(13, 13, leaves[6], path, root)).toBe(false);
    expect(verifyInclusion(-1, 13, leaves[6], path, root)).toBe(false);
  });

  it('rejects a path one node too long or too short', () => {
    expect(verifyInclusion(6, 13, leaves[6], [...path, path[0]], root)).toBe(false);
    expect(verifyInclusion(6, 13, leaves[6], path.slice(0, -1), root)).toBe(false);
  });

  it('accepts the single entry of a one-entry tree with an empty path, and nothing in an empty tree', () => {
    expect(verifyInclusion(0, 1, leaves[0], [], leaves[0])).toBe(true);
    expect(verifyInclusion(0, 0, leaves[0], [], treeHash([]))).toBe(false);
  });
});
