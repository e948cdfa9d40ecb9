import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256OfFile } from './file-hash';

const content = new Uint8Array(300_000).map((_, i) => (i * 7) % 251);
const expected = createHash('sha256').update(content).digest('hex');

describe('sha256OfFile', () => {
  it('hashes a file with WebCrypto', async () => {
    const hex = await sha256OfFile(new Blob([content]));
    expect(hex).toBe(expected);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes it with @noble/hashes where WebCrypto is missing (a page served over plain http)', async () => {
    expect(await sha256OfFile(new Blob([content]), null)).toBe(expected);
  });
});
